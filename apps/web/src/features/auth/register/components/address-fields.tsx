import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import type { FieldProps } from '../../../../lib/forms/use-schema-form';
import { useT } from '../../../../lib/i18n/use-t';
import { registerMessages as messages } from '../register.messages';
import type { RegistrationFormValues } from '../registration-form-values';
import { ZAMBIA_PROVINCES } from '../zambia-provinces';

type AddressField = 'addressLine1' | 'city' | 'province' | 'country';

interface AddressFieldsProps {
  field: (name: AddressField) => FieldProps<RegistrationFormValues>;
}

const PROVINCE_OPTIONS = ZAMBIA_PROVINCES.map((province) => ({ value: province, label: province }));

export function AddressFields({ field }: AddressFieldsProps) {
  const t = useT();
  return (
    <fieldset className="rounded-lg border border-slate-300 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">{t(messages.address)}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t(messages.address)}
          autoComplete="street-address"
          required
          {...field('addressLine1')}
          className="sm:col-span-2"
        />
        <TextField label={t(messages.city)} autoComplete="address-level2" required {...field('city')} />
        <SelectField
          label={t(messages.province)}
          autoComplete="address-level1"
          required
          placeholder={t(messages.chooseProvince)}
          options={PROVINCE_OPTIONS}
          {...field('province')}
        />
        <TextField
          label={t(messages.country)}
          autoComplete="country-name"
          required
          {...field('country')}
          className="sm:col-span-2"
        />
      </div>
    </fieldset>
  );
}
