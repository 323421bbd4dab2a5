import type { ComponentProps, ReactNode } from 'react';
import {
  controlClasses,
  FieldError,
  FieldHint,
  joinIds,
  labelClasses,
  useFieldIds,
} from '../../../../components/form/field-parts';

interface NoteFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled textarea for the resolution's note, with its hint and error tied to it. */
export function NoteField({ label, error, hint, id, className = '', ...props }: NoteFieldProps) {
  const { inputId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <textarea
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
}
