import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { formPartsMessages as messages } from './form-parts.messages';

interface LabelledSwitchProps {
  /** The switch's id, which its label points at. */
  id: string;
  label: ReactNode;
  /** The label's look: a setting's heading on the staff settings page, a plain line on the profile. */
  labelClassName?: string;
  on: boolean;
  onToggle: () => void;
  disabled?: boolean;
  /** The sentence that says what the switch does now (read after the name and state). */
  describedBy?: string;
}

/**
 * An on/off setting (role "switch"): its label, a visible On/Off that screen readers skip (they hear the
 * state from aria-checked), and a 44 px tall target. Used for the profile's preferences and the staff
 * settings' switches.
 */
export function LabelledSwitch({
  id,
  label,
  labelClassName = 'font-medium text-slate-900',
  on,
  onToggle,
  disabled = false,
  describedBy,
}: LabelledSwitchProps) {
  const t = useT();
  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="text-sm font-medium text-slate-700">
          {t(on ? messages.on : messages.off)}
        </span>
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={on}
          aria-describedby={describedBy}
          disabled={disabled}
          onClick={onToggle}
          className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-60 ${on ? 'bg-emerald-700' : 'bg-slate-500'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-7' : 'translate-x-1'}`}
          />
        </button>
      </div>
    </div>
  );
}
