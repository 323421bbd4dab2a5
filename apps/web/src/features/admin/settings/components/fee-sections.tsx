import type { AppSettingsView } from '@kwacha/shared/staff/settings';
import {
  changesBetween,
  describeChanges,
  feesForm,
  formValuesOf,
  lateFeeForm,
  percentText,
} from '../setting-forms';
import { NumberSettingSection } from './number-setting-section';

const NEW_LOANS_ONLY = 'Loans already applied for keep the fee they were quoted.';
// The daily run reads each loan's own rule, which its key facts stated (docs/product.md §14.5).
const KEEP_KEY_FACTS_FEE = 'Existing loans keep the late fee and grace days in their key facts.';

export const describeFeeChange = (before: AppSettingsView['fees'], after: AppSettingsView['fees']) =>
  `${describeChanges(
    changesBetween(before, after, [{ label: 'Service fee', show: (s) => percentText(s.serviceFeePercent) }]),
  )} It applies to new quotes and applications. ${NEW_LOANS_ONLY}`;

export function FeesSection({ saved }: { saved: AppSettingsView['fees'] }) {
  return (
    <NumberSettingSection
      section="fees"
      saved={saved}
      schema={feesForm}
      toForm={formValuesOf.fees}
      describe={describeFeeChange}
      title="Fees"
      description={
        <p>
          The service fee is a share of the amount, kept back when the loan is paid out; the quote, the key
          facts and the apply page show it. {NEW_LOANS_ONLY}
        </p>
      }
      fields={[
        {
          name: 'serviceFeePercent',
          label: 'Service fee (%)',
          inputMode: 'decimal',
          hint: 'From 0% to 10%, up to two decimals.',
        },
      ]}
    />
  );
}

export const describeLateFeeChange = (
  before: AppSettingsView['lateFee'],
  after: AppSettingsView['lateFee'],
) =>
  `${describeChanges(
    changesBetween(before, after, [
      { label: 'Late fee', show: (s) => percentText(s.lateFeePercent) },
      { label: 'Grace days', show: (s) => String(s.graceDays) },
    ]),
  )} It applies to loans applied for from now on. ${KEEP_KEY_FACTS_FEE}`;

export function LateFeeSection({ saved }: { saved: AppSettingsView['lateFee'] }) {
  return (
    <NumberSettingSection
      section="lateFee"
      saved={saved}
      schema={lateFeeForm}
      toForm={formValuesOf.lateFee}
      describe={describeLateFeeChange}
      title="Late fees"
      description={
        <p>
          An instalment still unpaid more than the grace days after its due date makes the loan overdue and
          carries a one-time late fee, a share of what is overdue on it. A changed rule applies to loans
          applied for from then on, whose key facts state it. {KEEP_KEY_FACTS_FEE}
        </p>
      }
      fields={[
        {
          name: 'lateFeePercent',
          label: 'Late fee (%)',
          inputMode: 'decimal',
          hint: 'Of the overdue instalment, from 0% to 10%.',
        },
        {
          name: 'graceDays',
          label: 'Grace days',
          inputMode: 'numeric',
          hint: 'Whole days after the due date, from 0 to 30.',
        },
      ]}
    />
  );
}
