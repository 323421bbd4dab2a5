import type { PaymentView } from '@kwacha/shared/payments/payment-view';
import { Link, useSearchParams } from 'react-router';
import { ReceiptDownloadButton } from '../../components/documents/receipt-download-button';
import { PaymentCard } from '../../components/payments/payment-card';
import { ButtonLink } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { OfflineNotice } from '../../components/ui/offline-notice';
import { usePaymentsQuery } from '../../lib/api/payments';
import { useT } from '../../lib/i18n/use-t';
import { AUTH_FAILED_MESSAGE, loadErrorMessage } from '../../lib/load-error-message';
import { useNeedsConnection } from '../../lib/offline/use-needs-connection';
import { shortLoanId } from '../../lib/payments/payment-format';
import { useAuthFailureToast, useSignOutOnAuthFailure } from '../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../lib/use-page-title';
import { PaymentHistorySkeleton } from './components/payment-history-skeleton';
import { PaymentTable } from './components/payment-table';
import { paymentHistoryMessages as messages } from './payment-history.messages';

export const NO_PAYMENTS_MESSAGE = messages.noPayments.message;
export const NO_LOAN_PAYMENTS_MESSAGE = messages.noLoanPayments.message;

/** /payment-history: every payment of the borrower, or of one loan with ?loanId= (from a loan card). */
export function PaymentHistoryPage() {
  const t = useT();
  usePageTitle(t(messages.title));
  const [searchParams] = useSearchParams();
  const loanId = searchParams.get('loanId') || undefined;
  const payments = usePaymentsQuery(loanId, { onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  useSignOutOnAuthFailure(payments.error);
  // docs/product.md §21: payments are not kept on the phone; without a network the page says so at once.
  const needsConnection = useNeedsConnection(payments);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t(messages.title)}</h1>
      {loanId ? (
        <p className="mt-2 text-slate-700">
          {t(messages.paymentsOnLoan)}{' '}
          <Link
            to={`/loan-details/${encodeURIComponent(loanId)}`}
            className="font-mono font-medium text-emerald-800 underline underline-offset-2"
          >
            {shortLoanId(loanId)}
          </Link>
          {' · '}
          <Link to="/payment-history" className="font-medium text-emerald-800 underline underline-offset-2">
            {t(messages.showAll)}
          </Link>
        </p>
      ) : null}
      {payments.data ? (
        payments.data.length === 0 ? (
          <EmptyState message={t(loanId ? messages.noLoanPayments : messages.noPayments)} />
        ) : (
          <PaymentList payments={payments.data} forOneLoan={loanId !== undefined} />
        )
      ) : needsConnection ? (
        <OfflineNotice onRetry={() => void payments.refetch()} />
      ) : payments.isError ? (
        <LoadError
          message={loadErrorMessage(payments.error, { fallback: t(messages.loadFailed) })}
          retrying={payments.isFetching}
          onRetry={() => void payments.refetch()}
        />
      ) : (
        <PaymentHistorySkeleton />
      )}
    </section>
  );
}

function EmptyState({ message }: { message: string }) {
  const t = useT();
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="text-lg text-slate-800">{message}</p>
      <ButtonLink to="/make-payment" className="mt-6">
        {t(messages.makePayment)}
      </ButtonLink>
    </div>
  );
}

function PaymentList({ payments, forOneLoan }: { payments: PaymentView[]; forOneLoan: boolean }) {
  const t = useT();
  const caption = t(forOneLoan ? messages.captionLoan : messages.captionAll);
  return (
    <div className="mt-6">
      {/* Cards on phones, a table where eight columns fit; only one of them is ever displayed. */}
      <ul aria-label={caption} className="space-y-3 lg:hidden">
        {payments.map((payment) => (
          <li key={payment.id}>
            <PaymentCard
              payment={payment}
              showLoan={!forOneLoan}
              action={<ReceiptDownloadButton payment={payment} reader="borrower" />}
            />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl bg-white p-2 shadow-sm lg:block">
        <PaymentTable payments={payments} caption={caption} />
      </div>
    </div>
  );
}
