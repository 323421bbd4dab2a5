import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { OfflineNotice } from '../../components/ui/offline-notice';
import { useT } from '../../lib/i18n/use-t';
import { loadErrorMessage } from '../../lib/load-error-message';
import { useNeedsConnection } from '../../lib/offline/use-needs-connection';
import { useAuthFailureToast, useSignOutOnAuthFailure } from '../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../lib/use-page-title';
import { useComplaintsQuery } from './api/get-complaints';
import { complaintsMessages as messages } from './complaints.messages';
import { ComplaintCard } from './components/complaint-card';
import { ComplaintForm } from './components/complaint-form';

export const COMPLAINTS_LOAD_FAILED = messages.loadFailed.message;
export const NO_COMPLAINTS_MESSAGE = messages.none.message;

/** /complaints (docs/product.md §17.4): raise a complaint, follow the ones raised. ?loanId= prefills the loan. */
export function ComplaintsPage() {
  const t = useT();
  usePageTitle(t(messages.title));
  const [searchParams] = useSearchParams();
  const complaints = useComplaintsQuery({ onAuthFailure: useAuthFailureToast(t(messages.authFailed)) });
  useSignOutOnAuthFailure(complaints.error);
  // docs/product.md §21.1: raising and following complaints needs the server; without a network the page
  // says so at once (a draft being typed stays in this tab, §21.3).
  const needsConnection = useNeedsConnection(complaints);

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t(messages.title)}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t(messages.intro)}</p>
      {needsConnection ? (
        <OfflineNotice onRetry={() => void complaints.refetch()} />
      ) : (
        <ComplaintsAndForm complaints={complaints} loanId={searchParams.get('loanId') ?? ''} />
      )}
    </section>
  );
}

function ComplaintsAndForm({
  complaints,
  loanId,
}: {
  complaints: ReturnType<typeof useComplaintsQuery>;
  loanId: string;
}) {
  const t = useT();
  return (
    <>
      <div className="mt-6">
        <ComplaintForm loanId={loanId} />
      </div>
      <h2 className="mt-10 text-2xl font-semibold text-slate-900">{t(messages.yourComplaints)}</h2>
      {complaints.data ? (
        complaints.data.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-800">
            {t(messages.none)}
          </p>
        ) : (
          <ul aria-label={t(messages.listLabel)} className="mt-4 space-y-4">
            {complaints.data.map((complaint) => (
              <li key={complaint.id}>
                <ComplaintCard complaint={complaint} />
              </li>
            ))}
          </ul>
        )
      ) : complaints.isError ? (
        <LoadError
          message={loadErrorMessage(complaints.error, { fallback: t(messages.loadFailed) })}
          retrying={complaints.isFetching}
          onRetry={() => void complaints.refetch()}
        />
      ) : (
        <p role="status" className="mt-4 text-slate-600">
          {t(messages.loading)}
        </p>
      )}
    </>
  );
}
