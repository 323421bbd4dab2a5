import type { AppSettingsView } from '@kwacha/shared/staff/settings';
import { changesBetween, creditListingNoticeForm, describeChanges, formValuesOf } from '../setting-forms';
import { NumberSettingSection } from './number-setting-section';

type NoticeSettings = AppSettingsView['creditListingNotice'];

export const describeNoticeDaysChange = (before: NoticeSettings, after: NoticeSettings) =>
  `${describeChanges(
    changesBetween(before, after, [{ label: 'Notice days', show: (s) => String(s.noticeDays) }]),
  )} Notices already sent keep the date they gave.`;

/** docs/product.md §25.4: the days of notice before a first listing as in arrears (20 by default). */
export function CreditListingNoticeSection({ saved }: { saved: NoticeSettings }) {
  return (
    <NumberSettingSection
      section="creditListingNotice"
      saved={saved}
      schema={creditListingNoticeForm}
      toForm={formValuesOf.creditListingNotice}
      describe={describeNoticeDaysChange}
      title="Credit bureau notice"
      description={
        <p>
          When a loan with credit bureau consent is first past due, the borrower is told (in the app, by
          e-mail and by SMS) what to pay and by which day to avoid being reported as in arrears. That day is
          the notice's day plus these days.
        </p>
      }
      fields={[
        {
          name: 'noticeDays',
          label: 'Notice days',
          inputMode: 'numeric',
          hint: 'From 1 to 90 days; 20 by default.',
        },
      ]}
    />
  );
}
