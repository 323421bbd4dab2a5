import type { ComponentProps } from 'react';
import {
  controlClasses,
  FieldError,
  FieldHint,
  joinIds,
  labelClasses,
  useFieldIds,
} from '../../../components/form/field-parts';

interface DescriptionFieldProps extends ComponentProps<'textarea'> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled textarea with its hint and error tied to it, styled like the shared fields. */
export function DescriptionField({ label, hint, error, id, ...props }: DescriptionFieldProps) {
  const { inputId, hintId, errorId } = useFieldIds(id);
  return (
    <div>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(hint ? hintId : undefined, error ? errorId : undefined)}
        className={controlClasses(Boolean(error), 'min-h-32')}
        {...props}
      />
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
