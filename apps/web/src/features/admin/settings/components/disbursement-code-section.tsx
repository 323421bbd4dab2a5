import type { AppSettingsView } from '@kwacha/shared/staff/settings';
import { changesBetween, describeChanges, disbursementCodeForm, formValuesOf } from '../setting-forms';
import { useSettingSection } from '../use-setting-section';
import { SettingNumberFields } from './setting-number-fields';
import { SettingSectionCard } from './setting-section-card';

type CodeSettings = AppSettingsView['disbursementCode'];

export const describeCodeChange = (before: CodeSettings, after: CodeSettings) =>
  `${describeChanges(
    changesBetween(before, after, [
      { label: 'Code lifetime (minutes)', show: (s) => String(s.lifetimeMinutes) },
      { label: 'Wrong tries allowed', show: (s) => String(s.maxAttempts) },
    ]),
  )} The next code sent uses it.`;

export function DisbursementCodeSection({ saved }: { saved: CodeSettings }) {
  const { form, saving, card } = useSettingSection({
    section: 'disbursementCode',
    saved,
    schema: disbursementCodeForm,
    toForm: formValuesOf.disbursementCode,
    describe: describeCodeChange,
  });
  return (
    <SettingSectionCard
      title="Disbursement codes"
      description={
        <p>
          The one-time code e-mailed to the staff member who initiates a disbursement. A shorter life and
          fewer tries make a stolen code less useful; a code already sent keeps the lifetime it was given.
        </p>
      }
      {...card}
    >
      <SettingNumberFields
        fields={[
          {
            name: 'lifetimeMinutes',
            label: 'Code lifetime (minutes)',
            inputMode: 'numeric',
            hint: 'From 1 to 30 minutes.',
          },
          {
            name: 'maxAttempts',
            label: 'Wrong tries allowed',
            inputMode: 'numeric',
            hint: 'From 1 to 10, then the code stops working.',
          },
        ]}
        field={form.field}
        saving={saving}
      />
    </SettingSectionCard>
  );
}
