import { type ComponentProps, forwardRef } from 'react';
import {
  controlClasses,
  FieldError,
  FieldHint,
  joinIds,
  labelClasses,
  useFieldIds,
} from '../../../../components/form/field-parts';

interface ReasonFieldProps extends ComponentProps<'textarea'> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled textarea with its hint and error tied to it, styled like the shared text fields. */
export const ReasonField = forwardRef<HTMLTextAreaElement, ReasonFieldProps>(function ReasonField(
  { label, hint, error, id, ...props },
  ref,
) {
  const { inputId, hintId, errorId } = useFieldIds(id);
  return (
    <div>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(hint ? hintId : undefined, error ? errorId : undefined)}
        className={controlClasses(Boolean(error), 'min-h-24')}
        {...props}
      />
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
});
