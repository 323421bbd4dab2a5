import type { ComponentProps, ReactNode } from 'react';
import { controlClasses, FieldFrame } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty first option, e.g. 'Select a province'. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

/**
 * The options with `current` added at the end when none of them holds it: a value from the URL that the
 * list does not (or not yet) name stays choosable, so it is not lost.
 */
export const withCurrentOption = (options: readonly SelectOption[], current: string): SelectOption[] =>
  current && !options.some((option) => option.value === current)
    ? [...options, { value: current, label: current }]
    : [...options];

/** A labelled native select: on phones it opens the system picker, which is the easiest to use. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldFrame {...{ id, label, hint, error, className }}>
      {(control) => (
        <select {...control} className={controlClasses(Boolean(error))} {...selectProps}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
