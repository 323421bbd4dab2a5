import type { ComponentProps, ReactNode } from 'react';
import { controlClasses, FieldFrame } from './field-parts';

export interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Classes of the box itself (its height, a monospace font); the wrapper takes `className`. */
  boxClassName?: string;
}

/**
 * A labelled textarea with an optional hint and an error tied to it for assistive technology, styled like
 * TextField. React 19 passes `ref` through with the other props.
 */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  boxClassName = 'min-h-24',
  ...props
}: TextAreaFieldProps) {
  return (
    <FieldFrame {...{ id, label, hint, error, className }}>
      {(control) => (
        <textarea {...control} className={controlClasses(Boolean(error), boxClassName)} {...props} />
      )}
    </FieldFrame>
  );
}
