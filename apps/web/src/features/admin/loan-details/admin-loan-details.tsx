import { isPaidOut } from '@kwacha/shared/loans/loan-status';
import type { AdminLoanView } from '@kwacha/shared/staff/admin-loans';
import { LoanDocumentsSection } from '../../../components/documents/loan-documents-section';
import { LoanDetailsSkeleton } from '../../../components/loans/loan-details-skeleton';
import { DisbursementDetails, LoanInformation } from '../../../components/loans/loan-information';
import { PaymentHistory } from '../../../components/loans/loan-payment-history';
import { RepaymentSchedule } from '../../../components/loans/repayment-schedule';
import { AUTH_FAILED_MESSAGE, LOAN_DETAILS_ERRORS, loadErrorMessage } from '../../../lib/load-error-message';
import {
  useAuthFailureToast,
  useSignOutOnAuthFailure,
} from '../../../lib/session/use-sign-out-on-auth-failure';
import { useAdminLoanQuery } from './api/get-admin-loan';
import { AuditTrail } from './components/audit-trail';
import { CreditReportSection } from './components/credit-report-section';
import { DelinquencyInformation } from './components/delinquency-information';
import { DisbursementHistory } from './components/disbursement-history';
import { LoanActions } from './components/loan-actions';
import { RestructureSection, showsRestructure } from './components/restructure-section';
import { UserInformation } from './components/user-information';
import { showsWriteOff, WriteOffSection } from './components/write-off-section';

/** /loan-details/{id} for admins and superusers (docs/product.md §2): the loan, the applicant and the actions. */
export function AdminLoanDetails({ id }: { id: string }) {
  const loan = useAdminLoanQuery(id, { onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  useSignOutOnAuthFailure(loan.error);

  if (loan.data) return <AdminLoanSections loan={loan.data} queryId={id} />;
  if (loan.isError) {
    return (
      <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        {loadErrorMessage(loan.error, LOAN_DETAILS_ERRORS)}
      </p>
    );
  }
  return <LoanDetailsSkeleton />;
}

function AdminLoanSections({ loan, queryId }: { loan: AdminLoanView; queryId: string }) {
  // Before payout staff see the schedule as quoted, which the borrower does not (docs/product.md §4.9).
  const planned = !isPaidOut(loan.status);
  return (
    <div className="mt-6 space-y-6">
      <LoanActions loan={loan} queryId={queryId} />
      <LoanInformation loan={loan} planned={planned} />
      {showsRestructure(loan) ? <RestructureSection loan={loan} queryId={queryId} /> : null}
      <DelinquencyInformation delinquency={loan.delinquency} />
      {showsWriteOff(loan) ? <WriteOffSection loan={loan} queryId={queryId} /> : null}
      <UserInformation user={loan.user} />
      <CreditReportSection loanId={loan.id} />
      <DisbursementDetails loan={loan} />
      <DisbursementHistory entries={loan.disbursementHistory} />
      <LoanDocumentsSection loan={loan} reader="staff" />
      <PaymentHistory entries={loan.paymentHistory} reader="staff" />
      {planned ? (
        <RepaymentSchedule
          schedule={loan.schedule}
          title="Planned Repayment Schedule"
          note="Not owed yet: the borrower sees no schedule until the money is paid out, and the dates move to the day it arrives."
        />
      ) : (
        <RepaymentSchedule schedule={loan.schedule} />
      )}
      <AuditTrail entries={loan.auditTrail} />
    </div>
  );
}
