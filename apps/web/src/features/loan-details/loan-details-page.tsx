import type { LoanView } from '@kwacha/shared/loans/loan-view';
import { type ComponentType, Suspense } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { LoanDocumentsSection } from '../../components/documents/loan-documents-section';
import { LoanDetailsSkeleton } from '../../components/loans/loan-details-skeleton';
import { DisbursementDetails, LoanInformation } from '../../components/loans/loan-information';
import { PaymentHistory } from '../../components/loans/loan-payment-history';
import { RepaymentSchedule } from '../../components/loans/repayment-schedule';
import { Button, ButtonLink } from '../../components/ui/button';
import { KeptDataBanner } from '../../components/ui/kept-data-banner';
import { useT } from '../../lib/i18n/use-t';
import { AUTH_FAILED_MESSAGE, LOAN_DETAILS_ERRORS, loadErrorMessage } from '../../lib/load-error-message';
import type { MakePaymentState } from '../../lib/loans/make-payment-state';
import { useKeptAnswer } from '../../lib/offline/use-kept-answer';
import { homePathFor } from '../../lib/session/home-path';
import { useSession } from '../../lib/session/session-context';
import { useAuthFailureToast, useSignOutOnAuthFailure } from '../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../lib/use-page-title';
import { loanQueryKey, useLoanQuery } from './api/get-loan';
import { LoanCollectionsPanel } from './components/loan-collections-panel';
import { PayoffPanel } from './components/payoff-panel';
import { RestructurePanel } from './components/restructure-panel';
import { loanDetailsPageMessages as messages } from './loan-details.messages';

export const UNAUTHORIZED_ROLE_MESSAGE = messages.unauthorizedRole.message;

interface LoanDetailsPageProps {
  /**
   * What admins and superusers see: the staff feature's view, which app/ plugs in (lazily, so borrowers
   * never download it). Without one, staff are refused like any other role.
   */
  StaffLoanDetails?: ComponentType<{ id: string }>;
}

export function LoanDetailsPage({ StaffLoanDetails }: LoanDetailsPageProps) {
  const t = useT();
  usePageTitle(t(messages.title));
  const { id = '' } = useParams();
  const session = useSession();
  const role = session.user?.role;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <BackButton />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t(messages.title)}</h1>
      {role === 'user' ? (
        <BorrowerLoanDetails id={id} />
      ) : StaffLoanDetails && (role === 'admin' || role === 'superuser') ? (
        <Suspense fallback={<LoanDetailsSkeleton />}>
          <StaffLoanDetails id={id} />
        </Suspense>
      ) : (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {t(messages.unauthorizedRole)}
        </p>
      )}
    </div>
  );
}

/** Back one step (docs/product.md); a page opened directly has no step back, so it goes to the visitor's home. */
function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  const t = useT();
  const goBack = () => {
    if (location.key === 'default') void navigate(user ? homePathFor(user.role) : '/');
    else void navigate(-1);
  };
  return (
    <Button variant="ghost" onClick={goBack} className="-ml-3">
      <span aria-hidden="true">←</span>
      {t(messages.back)}
    </Button>
  );
}

function BorrowerLoanDetails({ id }: { id: string }) {
  const t = useT();
  const loan = useLoanQuery(id, { onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  useSignOutOnAuthFailure(loan.error);
  // docs/product.md §21: without a network, this loan as last loaded on this device.
  const shown = useKeptAnswer(loan, loanQueryKey(id));

  if (shown.data) {
    return (
      <>
        {shown.keptAt !== undefined && <KeptDataBanner fetchedAt={shown.keptAt} />}
        <LoanSections loan={shown.data} offline={shown.keptAt !== undefined} />
      </>
    );
  }
  if (loan.isError) {
    return (
      <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        {loadErrorMessage(loan.error, {
          ...LOAN_DETAILS_ERRORS,
          fallback: t(messages.loadFailed),
          notFound: t(messages.notFound),
        })}
      </p>
    );
  }
  return <LoanDetailsSkeleton />;
}

/** `offline`: the network is gone and the loan shown was kept on the device (docs/product.md §21). */
function LoanSections({ loan, offline }: { loan: LoanView; offline: boolean }) {
  const payable = loan.status === 'active' || loan.status === 'overdue';
  const paymentState: MakePaymentState = { loan };
  const t = useT();
  return (
    <div className="mt-6 space-y-6">
      {payable ? (
        <ButtonLink to="/make-payment" state={paymentState} className="w-full sm:w-auto">
          {t(messages.payWithMobileMoney)}
        </ButtonLink>
      ) : null}
      <LoanInformation loan={loan} />
      {payable ? <RestructurePanel loanId={loan.id} offline={offline} /> : null}
      {payable ? <LoanCollectionsPanel loanId={loan.id} offline={offline} /> : null}
      {payable ? <PayoffPanel loan={loan} offline={offline} /> : null}
      <DisbursementDetails loan={loan} />
      <RepaymentSchedule schedule={loan.schedule} />
      <LoanDocumentsSection loan={loan} reader="borrower" offline={offline} />
      <PaymentHistory entries={loan.paymentHistory} reader="borrower" />
      <p className="text-slate-700">
        {t(messages.somethingWrong)}{' '}
        <Link
          to={`/complaints?loanId=${encodeURIComponent(loan.id)}`}
          className="font-medium text-emerald-800 underline underline-offset-2"
        >
          {t(messages.raiseComplaint)}
        </Link>
      </p>
    </div>
  );
}
