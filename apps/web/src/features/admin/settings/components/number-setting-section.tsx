import type { SettingSection } from '@kwacha/shared/staff/settings';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type SettingSectionOptions, useSettingSection } from '../use-setting-section';
import { type SettingNumberField, SettingNumberFields } from './setting-number-fields';
import { SettingSectionCard } from './setting-section-card';

interface NumberSettingSectionProps<S extends SettingSection, V extends FieldValues>
  extends SettingSectionOptions<S, V> {
  title: string;
  description: ReactNode;
  fields: readonly SettingNumberField<V>[];
}

/** A settings section that is only numbers (fees, late fees, disbursement codes): its card and its inputs. */
export function NumberSettingSection<S extends SettingSection, V extends FieldValues>({
  title,
  description,
  fields,
  ...options
}: NumberSettingSectionProps<S, V>) {
  const { form, saving, card } = useSettingSection(options);
  return (
    <SettingSectionCard title={title} description={description} {...card}>
      <SettingNumberFields fields={fields} field={form.field} saving={saving} />
    </SettingSectionCard>
  );
}
