import type { Submission } from '@kwacha/shared/staff/credit-reporting';
import { useState } from 'react';
import { EmptyResults } from '../../../components/ui/empty-results';
import { QueryStates } from '../../../components/ui/query-states';
import { AUTH_FAILED_MESSAGE } from '../../../lib/load-error-message';
import { useSession } from '../../../lib/session/session-context';
import { useAuthFailureToast } from '../../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSubmissionsQuery } from './api/submissions';
import { BuildForm } from './components/build-form';
import { MarkSentDialog } from './components/mark-sent-dialog';
import { RejectsSection } from './components/rejects-section';
import { SubmissionsTable } from './components/submissions-table';

export const SUBMISSIONS_FAILED_MESSAGE = 'Failed to load the files. Please try again.';
export const NO_SUBMISSIONS = 'No file has been built yet.';
export const READ_ONLY_NOTE = 'Only a superuser can build, download or mark a file sent.';

/**
 * /admin-dashboard/credit-bureau (admin, superuser; docs/product.md §25.3): the monthly files for the
 * credit bureau with their counts and rejects. A superuser builds a month, downloads its file and marks it
 * sent; an admin reads.
 */
export function CreditBureauPage() {
  usePageTitle('Credit bureau');
  const { user } = useSession();
  const superuser = user?.role === 'superuser';
  const submissions = useSubmissionsQuery({ onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  const [shown, setShown] = useState<{ id: string; month: string } | null>(null);
  const [sending, setSending] = useState<Submission | null>(null);

  return (
    <div className="mx-auto w-full max-w-7xl space-y-10 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Credit bureau</h1>
        <p className="mt-2 text-slate-700">
          Each month's file of the loans the bureau is told about, with their balances as the ledger held them
          at the month's end. Loans without the borrower's consent are never reported.
          {superuser ? null : ` ${READ_ONLY_NOTE}`}
        </p>
      </header>
      <section aria-labelledby="files-heading" className="space-y-4">
        <h2 id="files-heading" className="text-2xl font-semibold text-slate-900">
          Monthly files
        </h2>
        <QueryStates
          skeletonHeight="h-32"
          query={submissions}
          failedMessage={SUBMISSIONS_FAILED_MESSAGE}
          loadingText="Loading files…"
        >
          {(data) => (
            <>
              {superuser ? <BuildForm lastEndedMonth={data.lastEndedMonth} onBuilt={setShown} /> : null}
              {data.submissions.length === 0 ? (
                <EmptyResults emptyMessage={NO_SUBMISSIONS} />
              ) : (
                <SubmissionsTable
                  submissions={data.submissions}
                  canAct={superuser}
                  onShowRejects={(s) => setShown({ id: s.id, month: s.month })}
                  onMarkSent={setSending}
                />
              )}
            </>
          )}
        </QueryStates>
      </section>
      {shown ? <RejectsSection key={shown.id} id={shown.id} month={shown.month} /> : null}
      {sending ? (
        <MarkSentDialog id={sending.id} month={sending.month} onClose={() => setSending(null)} />
      ) : null}
    </div>
  );
}
