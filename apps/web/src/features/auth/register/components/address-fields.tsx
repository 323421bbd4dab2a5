import type { ChangeEvent } from 'react';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import type { RegistrationFieldErrors, RegistrationFormValues } from '../registration-form';
import { ZAMBIA_PROVINCES } from '../zambia-provinces';

type AddressField = 'addressLine1' | 'city' | 'province' | 'country';

interface AddressFieldsProps {
  values: Pick<RegistrationFormValues, AddressField>;
  errors: RegistrationFieldErrors;
  onChange: (
    field: AddressField,
  ) => (event: ChangeEvent<HTMLInputElement> | ChangeEvent<HTMLSelectElement>) => void;
}

const PROVINCE_OPTIONS = ZAMBIA_PROVINCES.map((province) => ({ value: province, label: province }));

export function AddressFields({ values, errors, onChange }: AddressFieldsProps) {
  return (
    <fieldset className="rounded-lg border border-slate-300 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">Address</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Address"
          name="addressLine1"
          autoComplete="street-address"
          required
          value={values.addressLine1}
          onChange={onChange('addressLine1')}
          error={errors.addressLine1}
          className="sm:col-span-2"
        />
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          required
          value={values.city}
          onChange={onChange('city')}
          error={errors.city}
        />
        <SelectField
          label="Province"
          name="province"
          autoComplete="address-level1"
          required
          placeholder="Select a province"
          options={PROVINCE_OPTIONS}
          value={values.province}
          onChange={onChange('province')}
          error={errors.province}
        />
        <TextField
          label="Country"
          name="country"
          autoComplete="country-name"
          required
          value={values.country}
          onChange={onChange('country')}
          error={errors.country}
          className="sm:col-span-2"
        />
      </div>
    </fieldset>
  );
}
