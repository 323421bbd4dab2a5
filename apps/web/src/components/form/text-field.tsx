import type { ComponentProps, ReactNode } from 'react';
import { controlClasses, FieldFrame } from './field-parts';

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
  liveError,
  describedBy,
  id,
  className,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldFrame {...{ id, label, hint, error, liveError, describedBy, className }}>
      {(control) => (
        <input type={type} {...control} className={controlClasses(Boolean(error))} {...inputProps} />
      )}
    </FieldFrame>
  );
}
