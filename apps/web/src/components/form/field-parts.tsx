import { type ReactNode, useId } from 'react';
import { AlertCircleIcon } from '../ui/icons';

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
}

/** Stable ids for a control and the texts that describe it. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

/** Joins the ids of the texts that describe a control, skipping absent ones; undefined when none. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((value): value is string => typeof value === 'string' && value.length > 0);
  return present.length > 0 ? present.join(' ') : undefined;
}

export const labelClasses = 'block text-sm font-medium text-slate-800';

// text-base keeps phones from zooming into the field; min-h-11 is a 44 px touch target.
const controlBase =
  'mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-1 disabled:bg-slate-100';

export function controlClasses(invalid: boolean, extra = ''): string {
  return `${controlBase} ${invalid ? 'border-red-600' : 'border-slate-400'} ${extra}`.trim();
}

export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="mt-1 text-sm text-slate-600">
      {hint}
    </p>
  );
}

interface FieldErrorProps {
  id: string;
  error?: string;
  /**
   * Errors that appear while the user types (not on submit) must be announced, and a live region
   * only announces changes if it is already in the page, so it then stays rendered while empty.
   */
  live?: boolean;
}

export function FieldError({ id, error, live = false }: FieldErrorProps) {
  if (!error && !live) return null;
  return (
    <p id={id} aria-live={live ? 'polite' : undefined} className="mt-1 text-sm text-red-700 empty:hidden">
      {error ? (
        <span className="flex items-start gap-1">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </span>
      ) : null}
    </p>
  );
}
