import type { AppSettingsView } from '@kwacha/shared/staff/settings';
import { changesBetween, describeChanges, disbursementCodeForm, formValuesOf } from '../setting-forms';
import { NumberSettingSection } from './number-setting-section';

type CodeSettings = AppSettingsView['disbursementCode'];

export const describeCodeChange = (before: CodeSettings, after: CodeSettings) =>
  `${describeChanges(
    changesBetween(before, after, [
      { label: 'Code lifetime (minutes)', show: (s) => String(s.lifetimeMinutes) },
      { label: 'Wrong tries allowed', show: (s) => String(s.maxAttempts) },
    ]),
  )} The next code sent uses it.`;

export function DisbursementCodeSection({ saved }: { saved: CodeSettings }) {
  return (
    <NumberSettingSection
      section="disbursementCode"
      saved={saved}
      schema={disbursementCodeForm}
      toForm={formValuesOf.disbursementCode}
      describe={describeCodeChange}
      title="Disbursement codes"
      description={
        <p>
          The one-time code e-mailed to the staff member who initiates a disbursement. A shorter life and
          fewer tries make a stolen code less useful; a code already sent keeps the lifetime it was given.
        </p>
      }
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
    />
  );
}
