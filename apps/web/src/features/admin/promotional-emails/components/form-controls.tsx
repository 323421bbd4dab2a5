import type { ComponentProps, ReactNode } from 'react';
import { FieldHint, useFieldIds } from '../../../../components/form/field-parts';

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
