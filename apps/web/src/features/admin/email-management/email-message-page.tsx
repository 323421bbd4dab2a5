import type { EmailDetail } from '@kwacha/shared/staff/email-management';
import { Link, useLocation, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { AUTH_FAILED_MESSAGE, loadErrorMessage } from '../../../lib/load-error-message';
import {
  useAuthFailureToast,
  useSignOutOnAuthFailure,
} from '../../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../../lib/use-page-title';
import { useEmailQuery } from './api/get-email';
import { EmailBodies } from './components/email-bodies';
import { EmailFacts } from './components/email-facts';
import { EmailResendSection } from './components/email-resend-section';
import { EMAIL_MANAGEMENT_PATH } from './email-list-params';

export const EMAIL_NOT_FOUND_MESSAGE = 'E-mail not found.';
export const EMAIL_LOAD_FAILED_MESSAGE = 'Failed to load the e-mail. Please try again.';

/** The list's filters, when the list opened this page (its link carries them). */
function listSearchOf(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const { listSearch } = state as { listSearch?: unknown };
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? listSearch : '';
}

/** /admin-dashboard/email-management/{id}: one message, its delivery, its masked bodies, and "Send again". */
export function EmailMessagePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const email = useEmailQuery(id, { onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  useSignOutOnAuthFailure(email.error);
  usePageTitle(email.data ? email.data.subject : 'E-mail');

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-8">
      <Link
        to={`${EMAIL_MANAGEMENT_PATH}${listSearchOf(location.state)}`}
        className="rounded text-sm font-semibold text-emerald-800 underline"
      >
        ← All e-mails
      </Link>
      {email.data ? (
        <EmailSections email={email.data} />
      ) : email.isError ? (
        <>
          <h1 className="mt-3 text-3xl font-bold text-slate-900">E-mail</h1>
          <LoadError
            message={loadErrorMessage(email.error, {
              fallback: EMAIL_LOAD_FAILED_MESSAGE,
              notFound: EMAIL_NOT_FOUND_MESSAGE,
            })}
            retrying={email.isFetching}
            onRetry={() => void email.refetch()}
          />
        </>
      ) : (
        <div role="status" aria-busy="true" className="mt-3">
          <span className="sr-only">Loading the e-mail…</span>
          <div aria-hidden="true" className="grid animate-pulse gap-4">
            <div className="h-9 w-64 max-w-full rounded bg-slate-200" />
            <div className="h-56 rounded-2xl bg-slate-200" />
            <div className="h-72 rounded-2xl bg-slate-200" />
          </div>
        </div>
      )}
    </div>
  );
}

function EmailSections({ email }: { email: EmailDetail }) {
  return (
    <div className="mt-3 space-y-6">
      <div>
        <h1 className="text-3xl font-bold break-words text-slate-900">{email.subject}</h1>
        <p className="mt-1 wrap-anywhere text-slate-700">{`${email.kindLabel} to ${email.recipient}`}</p>
      </div>
      <EmailResendSection email={email} />
      <EmailFacts email={email} />
      <EmailBodies email={email} />
    </div>
  );
}
