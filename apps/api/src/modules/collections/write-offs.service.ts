import { type Executor, violatedUniqueIndex } from '@kwacha/db';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import type { LoanWriteOff, WriteOffEntry } from '@kwacha/shared/staff/write-offs';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { postWriteOffEntry } from '../ledger/journal-postings';
import { loadLoanReceivables, writtenOffBalanceOf } from '../ledger/ledger.public';
import { moveLoan } from '../loans/loan-moves';
import { LoanNotFoundError } from '../loans/loans.errors';
import { findDelinquency, findLoanStatus, lockLoanWithBorrower } from '../loans/loans.public';
import { refuseOwnLoan } from '../loans/own-loan-guard';
import { readCollectionRules } from '../settings/settings.public';
import { approveWaiverLocked, type WaiverDeps } from './waivers.service';
import { entryById, entryOf, type LockedProposal, lockForDecision } from './write-off-proposals';
import {
  WriteOffDecidedError,
  WriteOffNotOverdueError,
  WriteOffPendingError,
  WriteOffTooEarlyError,
} from './write-offs.errors';
import { decideWriteOff, insertWriteOff, writeOffsOfLoan } from './write-offs.repository';

export type WriteOffDeps = Pick<AppContext, 'db' | 'now'>;

const ONE_PENDING_INDEX = 'write_offs_one_pending_idx';

/** The loan is overdue and at least `writeOffDays` past due (the position the daily run aged). */
async function refuseUnlessWriteOffable(tx: Executor, loan: { id: string; status: string }) {
  if (loan.status !== 'overdue') throw new WriteOffNotOverdueError();
  const { writeOffDays } = await readCollectionRules(tx);
  const daysPastDue = (await findDelinquency(tx, loan.id))?.daysPastDue ?? 0;
  if (daysPastDue < writeOffDays) throw new WriteOffTooEarlyError(writeOffDays, daysPastDue);
  return daysPastDue;
}

/**
 * Proposes writing a loan off (docs/product.md §23.6): an admin or superuser, never on their own loan, for
 * an overdue loan at least the collection rules' `writeOffDays` past due; one pending proposal per loan,
 * even for two made at once (the partial unique index). Audited. Nothing moves in the ledger yet.
 */
export async function proposeWriteOff(
  deps: WriteOffDeps,
  input: { loanId: string; staffId: string; reason: string },
): Promise<WriteOffEntry> {
  try {
    return await deps.db.transaction(async (tx) => {
      const locked = await lockLoanWithBorrower(tx, input.loanId);
      if (!locked) throw new LoanNotFoundError();
      refuseOwnLoan(locked.loan, input.staffId);
      const daysPastDue = await refuseUnlessWriteOffable(tx, locked.loan);
      const at = deps.now();
      const writeOff = await insertWriteOff(tx, {
        loanId: input.loanId,
        reason: input.reason,
        proposedBy: input.staffId,
        proposedAt: at,
        daysPastDue,
      });
      await recordAudit(tx, {
        actorId: input.staffId,
        action: 'collections.write_off_proposed',
        loanId: input.loanId,
        entityType: 'write_off',
        entityId: writeOff.id,
        after: { reason: input.reason, daysPastDue },
      });
      return entryById(tx, writeOff.id);
    });
  } catch (error) {
    if (violatedUniqueIndex(error) === ONE_PENDING_INDEX) throw new WriteOffPendingError();
    throw error;
  }
}

/**
 * Approves a pending proposal (superuser, not its proposer): a write-off, or a waiver of a written-off
 * loan's debt (waivers.service.ts). Two approvals at once: the proposal's row lock makes the second see
 * it decided (409).
 */
export async function approveWriteOff(
  deps: WaiverDeps,
  input: { id: string; staffId: string },
): Promise<WriteOffEntry> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockForDecision(tx, input.id, input.staffId);
    return locked.writeOff.kind === 'waiver'
      ? approveWaiverLocked(tx, deps, locked, input.staffId)
      : writeOffLocked(tx, deps, locked, input.staffId);
  });
}

/**
 * Writes the loan off (docs/decisions/043): the loan must still be overdue past the threshold. Posts Dr
 * write_off_expense / Cr loan_written_off the receivables' total (the borrower's balance is untouched:
 * they still owe it), moves the loan to written_off, and audits.
 */
async function writeOffLocked(
  tx: Executor,
  deps: Pick<AppContext, 'now'>,
  { loan, writeOff }: LockedProposal,
  staffId: string,
): Promise<WriteOffEntry> {
  await refuseUnlessWriteOffable(tx, loan);
  const at = deps.now();
  const receivables = await loadLoanReceivables(tx, loan.id);
  let amount = 0;
  for (const b of receivables.values()) amount += b.principal + b.interest + b.fee + b.penalty;
  const entry = await postWriteOffEntry(tx, { loanId: loan.id, amount, at });
  if (!(await moveLoan(tx, { loanId: loan.id, to: 'written_off', by: 'collections', at }))) {
    throw new WriteOffNotOverdueError();
  }
  const decided = await decideWriteOff(tx, writeOff.id, {
    status: 'approved',
    decidedBy: staffId,
    decidedAt: at,
    decisionNote: null,
    amount,
    journalEntryId: entry?.id ?? null,
  });
  if (!decided) throw new WriteOffDecidedError();
  await recordAudit(tx, {
    actorId: staffId,
    action: 'collections.write_off_approved',
    loanId: loan.id,
    entityType: 'write_off',
    entityId: writeOff.id,
    before: { status: 'pending', loanStatus: loan.status },
    after: { status: 'approved', loanStatus: 'written_off', amount },
  });
  return entryById(tx, writeOff.id);
}

/** Rejects a pending write-off or waiver (superuser, not the proposer), with an optional note; audited. */
export async function rejectWriteOff(
  deps: WriteOffDeps,
  input: { id: string; staffId: string; reason?: string | undefined },
): Promise<WriteOffEntry> {
  return deps.db.transaction(async (tx) => {
    const { loan, writeOff } = await lockForDecision(tx, input.id, input.staffId);
    const at = deps.now();
    const decided = await decideWriteOff(tx, writeOff.id, {
      status: 'rejected',
      decidedBy: input.staffId,
      decidedAt: at,
      decisionNote: input.reason || null,
      amount: null,
      journalEntryId: null,
    });
    if (!decided) throw new WriteOffDecidedError();
    await recordAudit(tx, {
      actorId: input.staffId,
      action: writeOff.kind === 'waiver' ? 'collections.waiver_rejected' : 'collections.write_off_rejected',
      loanId: loan.id,
      entityType: 'write_off',
      entityId: writeOff.id,
      before: { status: 'pending' },
      after: { status: 'rejected', note: input.reason ?? null },
    });
    return entryById(tx, writeOff.id);
  });
}

/** Where a loan stands for a write-off (GET /api/admin/loans/:loanId/write-off). */
export async function loanWriteOff(db: Executor, loanId: string): Promise<LoanWriteOff> {
  const status = await findLoanStatus(db, loanId);
  if (!status) throw new LoanNotFoundError();
  const [rules, delinquency, rows, balance] = await Promise.all([
    readCollectionRules(db),
    findDelinquency(db, loanId),
    writeOffsOfLoan(db, loanId),
    writtenOffBalanceOf(db, loanId),
  ]);
  const daysPastDue = delinquency?.daysPastDue ?? 0;
  const proposals = rows.map(entryOf);
  const pending = proposals.some((p) => p.status === 'pending');
  const writtenOff = proposals.some((p) => p.kind === 'write_off' && p.status === 'approved');
  const waived = proposals.find((p) => p.kind === 'waiver' && p.status === 'approved');
  return {
    daysPastDue,
    writeOffDays: rules.writeOffDays,
    canPropose: status === 'overdue' && daysPastDue >= rules.writeOffDays && !pending && !writtenOff,
    canProposeWaiver: status === 'written_off' && balance.writtenOff > 0 && !pending,
    proposals,
    writtenOff: ngweeToKwacha(balance.writtenOff),
    recovered: ngweeToKwacha(balance.recovered),
    waived: waived?.amount ?? 0,
  };
}
