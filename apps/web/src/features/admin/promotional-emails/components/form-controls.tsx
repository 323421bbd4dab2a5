import type { ComponentProps, ReactNode } from 'react';
import {
  controlClasses,
  FieldError,
  FieldHint,
  joinIds,
  labelClasses,
  useFieldIds,
} from '../../../../components/form/field-parts';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled textarea with its hint and error tied to it for assistive technology. */
export function TextAreaField({ label, error, hint, id, className = '', ...props }: TextAreaFieldProps) {
  const { inputId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(hint ? hintId : undefined, error ? errorId : undefined)}
        className={controlClasses(Boolean(error), 'min-h-48 font-mono text-sm')}
        {...props}
      />
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

interface CheckboxFieldProps extends ComponentProps<'input'> {
  label: string;
  hint?: ReactNode;
}

/** A checkbox with its label beside it (the whole label is the 44 px target) and an optional hint. */
export function CheckboxField({ label, hint, id, className = '', ...props }: CheckboxFieldProps) {
  const { inputId, hintId } = useFieldIds(id);
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={inputId}
        type="checkbox"
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 size-5 shrink-0 accent-emerald-700"
        {...props}
      />
      <div>
        <label htmlFor={inputId} className="font-medium text-slate-900">
          {label}
        </label>
        <FieldHint id={hintId} hint={hint} />
      </div>
    </div>
  );
}
