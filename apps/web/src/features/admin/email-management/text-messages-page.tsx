import { Link } from 'react-router';
import { LogResults } from '../../../components/staff-list/list-results';
import { StaffListPage } from '../../../components/staff-list/staff-list-page';
import { useKeysetListParams } from '../../../lib/use-keyset-list-params';
import { useSmsMessagesQuery } from './api/get-sms-messages';
import { SmsCard } from './components/sms-card';
import { SmsFiltersForm } from './components/sms-filters-form';
import { SMS_FILTERS, smsListQuery } from './sms-list-params';

export const NO_SMS_MESSAGE = 'No text messages have been written yet.';
export const NO_MATCHING_SMS_MESSAGE = 'No text messages match these filters.';
export const SMS_LOAD_FAILED_MESSAGE = 'Failed to load text messages. Please try again.';

/**
 * /admin-dashboard/email-management/text-messages (docs/product.md §19.4; admin and superuser): every
 * text beside e-mail management, 50 a page, newest first, with status, attempts, last error and delivery;
 * filtered by the number's last digits and status; a failed text sent again.
 */
export function TextMessagesPage() {
  const list = useKeysetListParams(SMS_FILTERS);
  const texts = useSmsMessagesQuery(smsListQuery(list.filters, list.cursor));

  return (
    <StaffListPage
      title="Text Messages"
      intro={
        <>
          Every text message (SMS) sent to borrowers who turned them on, newest first. Times are Lusaka time.{' '}
          <Link to="/admin-dashboard/email-management" className="font-medium text-emerald-800 underline">
            Back to e-mail management
          </Link>
        </>
      }
    >
      <SmsFiltersForm filters={list.filters} onApply={list.setFilters} />
      <LogResults
        label="Text messages"
        list={list}
        filters={SMS_FILTERS}
        query={texts}
        loading={{ label: 'Loading text messages…', placeholders: { count: 1, height: 'h-24' } }}
        emptyMessage={NO_SMS_MESSAGE}
        noMatchMessage={NO_MATCHING_SMS_MESSAGE}
        error={{ fallback: SMS_LOAD_FAILED_MESSAGE }}
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((sms) => (
              <SmsCard key={sms.id} sms={sms} />
            ))}
          </ul>
        )}
      </LogResults>
    </StaffListPage>
  );
}
