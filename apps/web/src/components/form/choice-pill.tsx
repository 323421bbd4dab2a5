import type { ComponentProps } from 'react';

type ChoicePillProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & { label: string };

/**
 * One option of a short radio group, drawn as a pill that shows which is chosen: the whole pill is the
 * label, 44 px tall, so a phone user taps it anywhere. The input takes every other prop as it is.
 */
export function ChoicePill({ label, ...input }: ChoicePillProps) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 has-checked:border-emerald-700 has-checked:bg-emerald-50">
      <input type="radio" className="size-5 accent-emerald-700" {...input} />
      <span className="font-medium text-slate-900">{label}</span>
    </label>
  );
}
