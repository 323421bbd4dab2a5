import type { ComponentProps, ReactNode } from 'react';
import { controlClasses, FieldError, FieldHint, joinIds, labelClasses, useFieldIds } from './field-parts';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Announce the error as it appears (for errors shown while typing rather than on submit). */
  liveError?: boolean;
  /** Ids of further texts that describe the field (e.g. a checklist). */
  describedBy?: string;
  className?: string;
}

/** A labelled input with an optional hint and an error tied to it for assistive technology. */
export function TextField({
  label,
  error,
  hint,
  liveError = false,
  describedBy,
  id,
  className = '',
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const { inputId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <input
        id={inputId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(hint ? hintId : undefined, error ? errorId : undefined, describedBy)}
        className={controlClasses(Boolean(error))}
        {...inputProps}
      />
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} live={liveError} />
    </div>
  );
}
