import { type Executor, violatedUniqueIndex } from '@kwacha/db';
import type { WriteOffEntry } from '@kwacha/shared/staff/write-offs';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { loadLoanReceivables, postWaiverEntry, writtenOffBalanceOf } from '../ledger/ledger.public';
import { moveLoan } from '../loans/loan-moves';
import { refreshLoanPosition } from '../loans/loan-positions';
import { LoanNotFoundError } from '../loans/loans.errors';
import { findDelinquency, lockLoanWithBorrower } from '../loans/loans.public';
import { refuseOwnLoan } from '../loans/own-loan-guard';
import { tellBorrower } from '../notifications/notifications.public';
import { entryById, type LockedProposal } from './write-off-proposals';
import { WaiverNotWrittenOffError, WriteOffDecidedError, WriteOffPendingError } from './write-offs.errors';
import { decideWriteOff, insertWriteOff } from './write-offs.repository';

export type WaiverDeps = Pick<AppContext, 'db' | 'now' | 'mailer'> & { config: { appUrl: string } };

const ONE_PENDING_INDEX = 'write_offs_one_pending_idx';

/**
 * Proposes waiving what a written-off loan still owes (docs/product.md §23.6, docs/decisions/045): an
 * admin or superuser, never on their own loan, only for a `written_off` loan; one pending proposal per
 * loan (the same partial unique index as write-offs). Audited. Nothing moves in the ledger yet.
 */
export async function proposeWaiver(
  deps: Pick<AppContext, 'db' | 'now'>,
  input: { loanId: string; staffId: string; reason: string },
): Promise<WriteOffEntry> {
  try {
    return await deps.db.transaction(async (tx) => {
      const locked = await lockLoanWithBorrower(tx, input.loanId);
      if (!locked) throw new LoanNotFoundError();
      refuseOwnLoan(locked.loan, input.staffId);
      if (locked.loan.status !== 'written_off') throw new WaiverNotWrittenOffError();
      const daysPastDue = (await findDelinquency(tx, input.loanId))?.daysPastDue ?? 0;
      const waiver = await insertWriteOff(tx, {
        loanId: input.loanId,
        kind: 'waiver',
        reason: input.reason,
        proposedBy: input.staffId,
        proposedAt: deps.now(),
        daysPastDue,
      });
      await recordAudit(tx, {
        actorId: input.staffId,
        action: 'collections.waiver_proposed',
        loanId: input.loanId,
        entityType: 'write_off',
        entityId: waiver.id,
        after: { reason: input.reason },
      });
      return entryById(tx, waiver.id);
    });
  } catch (error) {
    if (violatedUniqueIndex(error) === ONE_PENDING_INDEX) throw new WriteOffPendingError();
    throw error;
  }
}

/**
 * Approves a pending waiver, with the loan and the proposal locked (write-off-proposals.ts): the loan must
 * still be written off. Posts the `waiver` entry (every receivable to zero, the contra closed), moves the
 * loan to `waived`, refreshes its position, audits, and tells the borrower they owe nothing more. A
 * payment booked a moment before is in the receivables read here; one booked after finds the loan
 * waived and is held as an overpayment (docs/decisions/045).
 */
export async function approveWaiverLocked(
  tx: Executor,
  deps: WaiverDeps,
  { loan, writeOff }: LockedProposal,
  staffId: string,
): Promise<WriteOffEntry> {
  if (loan.status !== 'written_off') throw new WaiverNotWrittenOffError();
  const at = deps.now();
  const [receivables, balance] = await Promise.all([
    loadLoanReceivables(tx, loan.id),
    writtenOffBalanceOf(tx, loan.id),
  ]);
  const { entry, total } = await postWaiverEntry(tx, {
    loanId: loan.id,
    receivables,
    unearnedInterest: balance.unearnedInterest,
    suspendedInterest: balance.suspendedInterest,
    at,
  });
  if (!(await moveLoan(tx, { loanId: loan.id, to: 'waived', by: 'collections', at }))) {
    throw new WaiverNotWrittenOffError();
  }
  await refreshLoanPosition(tx, loan, at);
  const decided = await decideWriteOff(tx, writeOff.id, {
    status: 'approved',
    decidedBy: staffId,
    decidedAt: at,
    decisionNote: null,
    amount: total,
    journalEntryId: entry?.id ?? null,
  });
  if (!decided) throw new WriteOffDecidedError();
  await recordAudit(tx, {
    actorId: staffId,
    action: 'collections.waiver_approved',
    loanId: loan.id,
    entityType: 'write_off',
    entityId: writeOff.id,
    before: { status: 'pending', loanStatus: loan.status },
    after: { status: 'approved', loanStatus: 'waived', amount: total },
  });
  await tellBorrower(tx, { mailer: deps.mailer, appUrl: deps.config.appUrl, now: at }, loan.userId, {
    kind: 'debt_waived',
    loanId: loan.id,
    amount: total,
  });
  return entryById(tx, writeOff.id);
}
