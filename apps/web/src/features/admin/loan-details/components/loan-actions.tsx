import type { LoanStatus } from '@kwacha/shared/loans/loan-status';
import { CANCELLABLE_STATUSES, DISBURSABLE_STATUSES } from '@kwacha/shared/loans/loan-transitions';
import type { AdminLoanView } from '@kwacha/shared/staff/admin-loans';
import { useSession } from '../../../../lib/session/session-context';
import { useAdminLoanCache } from '../api/get-admin-loan';
import { availableDecisions, DecisionActions } from './decision-actions';
import { DisbursementPanel } from './disbursement-panel';
import { OwnLoanNote } from './own-loan-note';
import { PayoutCorrections } from './payout-corrections';

/** While the transfer settles the page polls (see useAdminLoanQuery) and says so. */
const SETTLING_TEXT: Partial<Record<LoanStatus, string>> = {
  disbursement_pending:
    'The transfer was sent and we are waiting for the provider to confirm it. This page updates by itself.',
  disbursed:
    'The money is on its way to the borrower. The loan turns active when the provider confirms it arrived; this page updates by itself.',
};

const destinationKey = (loan: AdminLoanView) =>
  [
    loan.disbursementMethod,
    loan.mobileMoneyProvider,
    loan.mobileMoneyNumber,
    loan.bankCode,
    loan.bankAccountNumber,
  ]
    .map((part) => part ?? '')
    .join('|');

/** docs/product.md §4: only what applies to the loan's status is shown; nothing at all when nothing does. */
export function LoanActions({ loan, queryId }: { loan: AdminLoanView; queryId: string }) {
  const { reload, replace } = useAdminLoanCache(queryId);
  // Separation of duties: the server refuses staff any action on their own loan (OWN_LOAN_FORBIDDEN).
  const ownLoan = useSession().user?.id === loan.user.id;
  const decisions = availableDecisions(loan.status);
  const disbursable = DISBURSABLE_STATUSES.includes(loan.status);
  const settling = SETTLING_TEXT[loan.status];
  // Nothing was sent: staff may send it elsewhere or close the loan (docs/product.md §12.6).
  const correctable = CANCELLABLE_STATUSES.includes(loan.status);
  if (decisions.length === 0 && !disbursable && !settling && !correctable) return null;
  if (ownLoan) return <OwnLoanNote />;

  return (
    <section aria-labelledby="loan-actions-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="loan-actions-heading" className="text-xl font-semibold text-slate-900">
        Actions
      </h2>
      {decisions.length > 0 ? <DecisionActions loan={loan} decisions={decisions} reload={reload} /> : null}
      {disbursable ? (
        // A new destination starts the panel afresh: a code it holds named the old one (and was cancelled).
        <DisbursementPanel key={destinationKey(loan)} loan={loan} reload={reload} replace={replace} />
      ) : null}
      {correctable ? <PayoutCorrections key={loan.status} loan={loan} replace={replace} /> : null}
      {settling ? (
        <p role="status" className="mt-4 text-slate-700">
          {settling}
        </p>
      ) : null}
    </section>
  );
}
