import { STAFF_COMPLAINT_FILTERS, type StaffComplaintFilter } from '@kwacha/shared/complaints/complaints';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../../components/form/select-field';
import { ListResults } from '../../../components/staff-list/list-results';
import { AUTH_FAILED_MESSAGE } from '../../../lib/load-error-message';
import {
  useAuthFailureToast,
  useSignOutOnAuthFailure,
} from '../../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStaffComplaintsQuery } from './api/get-staff-complaints';
import { ComplaintDetail } from './components/complaint-detail';
import { ComplaintQueue } from './components/complaint-queue';

export const QUEUE_LOAD_FAILED = 'Failed to load complaints. Please try again.';
export const NO_COMPLAINTS_IN_QUEUE = 'No complaints here. Nothing is waiting.';

const FILTER_LABELS: Record<StaffComplaintFilter, string> = {
  unresolved: 'Not resolved',
  open: 'Received (not acknowledged)',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
  all: 'All',
};
const isFilter = (value: string | null): value is StaffComplaintFilter =>
  (STAFF_COMPLAINT_FILTERS as readonly (string | null)[]).includes(value);

/**
 * /admin-dashboard/complaints (docs/product.md §17.5): the queue with its service-level clock, nearest
 * deadline first; ?id= opens one complaint beside it.
 */
export function StaffComplaintsPage() {
  usePageTitle('Complaints');
  const [params, setParams] = useSearchParams();
  const status = isFilter(params.get('status'))
    ? (params.get('status') as StaffComplaintFilter)
    : 'unresolved';
  const overdue = params.get('overdue') === 'true';
  const selectedId = params.get('id');
  const queue = useStaffComplaintsQuery(
    { status, overdue },
    { onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) },
  );
  useSignOutOnAuthFailure(queue.error);
  const now = new Date();
  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold text-slate-900">Complaints</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        Acknowledge each complaint within 1 working day and resolve it within 10 (Monday to Friday, Zambian
        public holidays excepted; deadlines at 17:00 Lusaka time). Nearest deadline first.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <SelectField
          label="Show"
          value={status}
          options={STAFF_COMPLAINT_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
          onChange={(e) => setParam('status', e.target.value === 'unresolved' ? null : e.target.value)}
        />
        <label className="flex min-h-11 items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            checked={overdue}
            onChange={(e) => setParam('overdue', e.target.checked ? 'true' : null)}
            className="size-5"
          />
          Overdue only
        </label>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_1.2fr]">
        <ListResults
          label="Complaints queue"
          busy={queue.isFetching}
          query={queue}
          items={queue.data}
          loading={{ label: 'Loading complaints…' }}
          empty={{ emptyMessage: NO_COMPLAINTS_IN_QUEUE }}
          error={{ fallback: QUEUE_LOAD_FAILED }}
        >
          {(items) => <ComplaintQueue items={items} selectedId={selectedId} now={now} />}
        </ListResults>
        {selectedId ? <ComplaintDetail key={selectedId} id={selectedId} now={now} /> : null}
      </div>
    </div>
  );
}
