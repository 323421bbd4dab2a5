import { Link } from 'react-router';
import { KeysetResults } from '../../../components/staff-list/list-results';
import { useKeysetListParams } from '../../../lib/use-keyset-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
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
  usePageTitle('Text Messages');
  const list = useKeysetListParams(SMS_FILTERS);
  const texts = useSmsMessagesQuery(smsListQuery(list.filters, list.cursor));

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold text-slate-900">Text Messages</h1>
      <p className="mt-1 text-slate-700">
        Every text message (SMS) sent to borrowers who turned them on, newest first. Times are Lusaka time.{' '}
        <Link to="/admin-dashboard/email-management" className="font-medium text-emerald-800 underline">
          Back to e-mail management
        </Link>
      </p>
      <div className="mt-6 space-y-4">
        <SmsFiltersForm filters={list.filters} onApply={list.setFilters} />
        <KeysetResults
          label="Text messages"
          paging={list}
          query={texts}
          loading={{ label: 'Loading text messages…', placeholders: { count: 1, height: 'h-24' } }}
          empty={{
            emptyMessage: NO_SMS_MESSAGE,
            noMatchMessage: NO_MATCHING_SMS_MESSAGE,
            filtered: SMS_FILTERS.isFiltered(list.filters),
            onClearFilters: () => list.setFilters(SMS_FILTERS.none),
          }}
          error={{ fallback: SMS_LOAD_FAILED_MESSAGE }}
          pageLabels={{ previous: 'Newer', next: 'Older' }}
        >
          {(items) => (
            <ul className="space-y-3">
              {items.map((sms) => (
                <SmsCard key={sms.id} sms={sms} />
              ))}
            </ul>
          )}
        </KeysetResults>
      </div>
    </div>
  );
}
