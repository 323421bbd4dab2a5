import type { FieldValues, Path } from 'react-hook-form';
import { TextField } from '../../../../components/form/text-field';
import type { FieldProps } from '../../../../lib/forms/use-schema-form';

export interface SettingNumberField<V extends FieldValues> {
  name: Path<V>;
  label: string;
  inputMode: 'decimal' | 'numeric';
  hint?: string;
}

// By how many fields there are; class names spelt out in full, so Tailwind finds them.
const layouts: Record<number, string> = {
  1: 'max-w-xs',
  2: 'grid gap-4 sm:grid-cols-2',
  3: 'grid gap-4 sm:grid-cols-3',
  4: 'grid gap-4 sm:grid-cols-2', // two pairs: a product's amounts and terms
};

interface SettingNumberFieldsProps<V extends FieldValues> {
  fields: readonly SettingNumberField<V>[];
  /** The section form's `field`, which wires each input to its value and message. */
  field: (name: Path<V>) => FieldProps<V>;
  saving: boolean;
}

/** A settings form's number inputs, side by side on wider screens and locked while it saves. */
export function SettingNumberFields<V extends FieldValues>({
  fields,
  field,
  saving,
}: SettingNumberFieldsProps<V>) {
  return (
    <div className={layouts[fields.length]}>
      {fields.map(({ name, label, inputMode, hint }) => (
        <TextField
          key={name}
          label={label}
          inputMode={inputMode}
          hint={hint}
          disabled={saving}
          {...field(name)}
        />
      ))}
    </div>
  );
}
