import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from '../../../../components/ui/button';

interface SettingSectionCardProps {
  title: string;
  description: ReactNode;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => unknown;
  changed: boolean;
  saving: boolean;
  children: ReactNode;
}

/**
 * One section of the settings page: a titled card holding its own form and Save button, so a superuser
 * saves (and confirms) one subject at a time.
 */
export function SettingSectionCard({
  title,
  description,
  onSubmit,
  changed,
  saving,
  children,
}: SettingSectionCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2 space-y-2 text-sm text-slate-700">{description}</div>
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => void onSubmit(event)}
        className="mt-4 space-y-4"
      >
        {children}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
          {changed ? <p className="text-sm text-slate-700">You have unsaved changes.</p> : null}
          <Button type="submit" disabled={!changed || saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </section>
  );
}
