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

/** What a control takes to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  id?: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Announce the error as it appears (see FieldError). */
  liveError?: boolean;
  /** Ids of further texts that describe the control (e.g. a checklist). */
  describedBy?: string;
  className?: string;
  /** Renders the control, spreading the wiring onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame every form field shares: a label above the control, then its hint and its error, each tied
 * to the control for assistive technology.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  liveError = false,
  describedBy,
  className = '',
  children,
}: FieldFrameProps) {
  const { inputId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      {children({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': joinIds(hint ? hintId : undefined, error ? errorId : undefined, describedBy),
      })}
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} live={liveError} />
    </div>
  );
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
