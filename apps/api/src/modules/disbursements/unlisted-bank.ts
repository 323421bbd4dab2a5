import type { Disbursement, Executor } from '@kwacha/db';
import type { Bank } from '@kwacha/shared/loans/banks';
import { recordAudit } from '../audit/audit.public';
import { destinationOf } from '../loans/loan-destination';
import { moveLoan } from '../loans/loan-moves';
import type { LockedLoan } from '../loans/loans.public';
import { type TellDeps, tellBorrower } from '../notifications/notifications.public';
import { bankListOf } from './bank-check';
import type { DisbursementDeps } from './disbursement-deps';
import { BANK_NOT_ON_PROVIDER_LIST_REASON, LoanChangedError } from './disbursements.errors';
import { failUnsentTransfer, findDisbursementOfLoan } from './disbursements.repository';

/**
 * The live bank list a confirmation checks its attempt against: the list of the provider its transfer
 * goes to (the row's), asked before the loan is locked. Undefined when there is nothing to check (a wallet,
 * or an attempt whose code can no longer be used, which the confirmation refuses anyway).
 */
export async function bankListForConfirm(
  deps: Pick<DisbursementDeps, 'db' | 'providers'>,
  loanId: string,
  transactionId: string,
): Promise<readonly Bank[] | undefined> {
  const d = await findDisbursementOfLoan(deps.db, loanId, transactionId);
  if (d?.method !== 'bank_account' || d.status !== 'otp_pending') return undefined;
  return bankListOf(deps, d.provider);
}

/**
 * The right code came back for an attempt whose bank is not on the provider's list (docs/product.md §12.4):
 * nothing is sent. The code is spent, the attempt ends failed with the reason, the loan becomes
 * disbursement_failed for staff to choose the bank again, and the borrower is told, as for any failure.
 */
export async function stopUnlistedTransfer(
  tx: Executor,
  told: TellDeps,
  staffId: string,
  locked: LockedLoan,
  d: Disbursement,
): Promise<void> {
  const at = told.now;
  const reason = BANK_NOT_ON_PROVIDER_LIST_REASON;
  const failed = await failUnsentTransfer(tx, d.id, staffId, reason, at);
  // The row is locked and was waiting (the caller checked): this cannot miss.
  if (!failed) throw new Error(`disbursement ${d.id} stopped waiting while locked`);
  const moved = await moveLoan(tx, { loanId: d.loanId, to: 'disbursement_failed', by: 'disbursement', at });
  if (!moved) throw new LoanChangedError();
  await recordAudit(tx, {
    actorId: staffId,
    action: 'disbursement.blocked',
    loanId: d.loanId,
    entityType: 'disbursement',
    entityId: d.id,
    before: { status: locked.loan.status, disbursementStatus: d.status },
    after: {
      status: 'disbursement_failed',
      disbursementStatus: 'failed',
      transactionId: d.transactionId,
      reasonForFailure: reason,
      bankCode: d.bankCode,
      bankName: d.bankName,
    },
  });
  await tellBorrower(tx, told, locked.loan.userId, {
    kind: 'payout_failed',
    loanId: d.loanId,
    destination: destinationOf(d),
    reason,
  });
}
