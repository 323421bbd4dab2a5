import type { AppSettingsView } from '@kwacha/shared/staff/settings';
import {
  changesBetween,
  describeChanges,
  formValuesOf,
  instantApprovalForm,
  kwachaText,
  percentText,
} from '../setting-forms';
import { useSettingSection } from '../use-setting-section';
import { InstantApprovalSwitch } from './instant-approval-switch';
import { SettingNumberFields } from './setting-number-fields';
import { SettingSectionCard } from './setting-section-card';

type InstantApproval = AppSettingsView['instantApproval'];

export const confirmSwitchMessage = (enabled: boolean): string =>
  enabled
    ? 'Instant approval will be turned on: new applications within the borrower’s limit are approved at once.'
    : 'Instant approval will be turned off: every new application waits for review.';

/** The switch's own sentence when it moves, then the limits that change, before → after. */
export function describeInstantApprovalChange(before: InstantApproval, after: InstantApproval): string {
  const limits = changesBetween(before, after, [
    { label: 'First-loan limit', show: (s) => kwachaText(s.firstLoanLimit) },
    { label: 'Growth per clean loan', show: (s) => percentText(s.growthPercent) },
    { label: 'Cap', show: (s) => kwachaText(s.cap) },
  ]);
  const switched = before.enabled !== after.enabled ? confirmSwitchMessage(after.enabled) : '';
  return [switched, switched && limits.length === 0 ? '' : describeChanges(limits)].filter(Boolean).join(' ');
}

export function InstantApprovalSection({ saved }: { saved: InstantApproval }) {
  const { form, saving, card } = useSettingSection({
    section: 'instantApproval',
    saved,
    schema: instantApprovalForm,
    toForm: formValuesOf.instantApproval,
    describe: describeInstantApprovalChange,
  });
  const enabled = form.watch('enabled');
  return (
    <SettingSectionCard
      title="Instant approval"
      description={<p>Off by default. The limits apply to applications made from now on.</p>}
      {...card}
    >
      <InstantApprovalSwitch
        checked={enabled}
        disabled={saving}
        onChange={(checked) => form.setValue('enabled', checked, { shouldDirty: true })}
        limits={{
          firstLoanLimit: kwachaText(saved.firstLoanLimit),
          growth: percentText(saved.growthPercent),
          cap: kwachaText(saved.cap),
        }}
      />
      <SettingNumberFields
        fields={[
          {
            name: 'firstLoanLimit',
            label: 'First-loan limit (K)',
            inputMode: 'decimal',
            hint: 'K10 to K50,000.',
          },
          {
            name: 'growthPercent',
            label: 'Growth per clean loan (%)',
            inputMode: 'numeric',
            hint: 'Whole percent, 0 to 100.',
          },
          { name: 'cap', label: 'Cap (K)', inputMode: 'decimal', hint: 'The most, whatever the history.' },
        ]}
        field={form.field}
        saving={saving}
      />
    </SettingSectionCard>
  );
}
