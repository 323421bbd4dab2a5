import { KYC_SETTING_LABEL } from '@kwacha/shared/kyc/kyc';
import { type AppSettingsView, identityCheckSettingsSchema } from '@kwacha/shared/staff/settings';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { LabelledSwitch } from '../../../../components/form/labelled-switch';
import { KYC_SETTING_QUERY_KEY } from '../../../../lib/kyc/get-kyc-setting';
import { useSettingSection } from '../use-setting-section';
import { SettingSectionCard } from './setting-section-card';

type IdentityChecks = AppSettingsView['identityChecks'];

export const SWITCHED_ON_MESSAGE =
  'Identity checks will be required again: money is sent only to borrowers whose documents are approved.';
export const SWITCHED_OFF_MESSAGE =
  'Identity checks before disbursement will be switched off: money can be sent to borrowers whose ' +
  'documents are not approved. The staff area shows a warning while it is off.';

/** The confirmation's words when the switch moves (docs/product.md §20: turning it off is audited). */
export const describeIdentityChecksChange = (before: IdentityChecks, after: IdentityChecks): string =>
  before.requiredBeforeDisbursement === after.requiredBeforeDisbursement
    ? 'No value changes.'
    : after.requiredBeforeDisbursement
      ? SWITCHED_ON_MESSAGE
      : SWITCHED_OFF_MESSAGE;

/** "Require approved identity documents before disbursement" (superuser; on by default). */
export function IdentityChecksSection({ saved }: { saved: IdentityChecks }) {
  const { form, saving, card } = useSettingSection({
    section: 'identityChecks',
    saved,
    schema: identityCheckSettingsSchema,
    toForm: (s) => ({ requiredBeforeDisbursement: s.requiredBeforeDisbursement }),
    describe: describeIdentityChecksChange,
  });
  const checked = form.watch('requiredBeforeDisbursement');
  // The staff warning reads its own route; the value saved here is the newest, so it shows at once.
  const queryClient = useQueryClient();
  const required = saved.requiredBeforeDisbursement;
  useEffect(() => {
    queryClient.setQueryData(KYC_SETTING_QUERY_KEY, { requiredBeforeDisbursement: required });
  }, [queryClient, required]);
  const id = useId();
  return (
    <SettingSectionCard
      title="Identity checks"
      description={
        <p>
          On by default. While it is on, a disbursement is refused until the borrower's NRC and selfie are
          approved in Identity checks.
        </p>
      }
      {...card}
    >
      <LabelledSwitch
        id={id}
        label={KYC_SETTING_LABEL}
        labelClassName="font-semibold text-slate-900"
        on={checked}
        onToggle={() => form.setValue('requiredBeforeDisbursement', !checked, { shouldDirty: true })}
        disabled={saving}
      />
    </SettingSectionCard>
  );
}
