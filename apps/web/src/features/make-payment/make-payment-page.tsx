import { useLocation } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { OfflineNotice } from '../../components/ui/offline-notice';
import { useMyLoansQuery } from '../../lib/api/my-loans';
import { useT } from '../../lib/i18n/use-t';
import { AUTH_FAILED_MESSAGE, LOAD_FAILED_MESSAGE, loadErrorMessage } from '../../lib/load-error-message';
import type { MakePaymentState } from '../../lib/loans/make-payment-state';
import { useNeedsConnection } from '../../lib/offline/use-needs-connection';
import { useOnline } from '../../lib/offline/use-online';
import { useSession } from '../../lib/session/session-context';
import { useAuthFailureToast, useSignOutOnAuthFailure } from '../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../lib/use-page-title';
import { MakePaymentSkeleton } from './components/make-payment-skeleton';
import { PaymentFlow } from './components/payment-flow';
import { makePaymentMessages as messages } from './make-payment.messages';

/** /make-payment: repay an active or overdue loan by mobile money (docs/product.md §2, §5, §7 and §8). */
export function MakePaymentPage() {
  const t = useT();
  usePageTitle(t(messages.title));
  const { user } = useSession();

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t(messages.title)}</h1>
      <p className="mt-2 text-slate-700">{t(messages.intro)}</p>
      <div className="mt-6">
        {/* The route's guard sees to a session; without one there is nothing to load. */}
        {user ? (
          <LoansThenPayment />
        ) : (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
            {t(messages.notLoggedIn)}
          </p>
        )}
      </div>
    </section>
  );
}

function LoansThenPayment() {
  const loans = useMyLoansQuery({ onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  useSignOutOnAuthFailure(loans.error);
  const state = useLocation().state as Partial<MakePaymentState> | null;
  // docs/product.md §21.1: a payment needs the server; without a network the page says so at once.
  const online = useOnline();
  const needsConnection = useNeedsConnection(loans);

  if (loans.data) {
    return (
      <>
        {online ? null : <OfflineNotice className="mb-6" />}
        <PaymentFlow
          loans={loans.data}
          requestedLoanId={state?.loan?.id}
          requestedPayoff={state?.payoff === true}
          profileLoaded
        />
      </>
    );
  }
  if (needsConnection) {
    return <OfflineNotice className="" onRetry={() => void loans.refetch()} />;
  }
  if (loans.isError) {
    return (
      <LoadError
        message={loadErrorMessage(loans.error, { fallback: LOAD_FAILED_MESSAGE })}
        retrying={loans.isFetching}
        onRetry={() => void loans.refetch()}
        className=""
      />
    );
  }
  return <MakePaymentSkeleton />;
}
