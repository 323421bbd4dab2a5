import type { ComponentProps } from 'react';
import {
  controlClasses,
  FieldError,
  joinIds,
  labelClasses,
  useFieldIds,
} from '../../../../components/form/field-parts';

interface TextAreaProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
}

/** A labelled textarea with its error tied to it, styled like the shared text fields. */
export function TextArea({ label, error, id, ...props }: TextAreaProps) {
  const { inputId, errorId } = useFieldIds(id);
  return (
    <div>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(error ? errorId : undefined)}
        className={controlClasses(Boolean(error), 'min-h-24')}
        {...props}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
