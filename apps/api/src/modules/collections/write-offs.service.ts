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
import { displayName } from '../users/display-name';
import {
  WriteOffDecidedError,
  WriteOffNotFoundError,
  WriteOffNotOverdueError,
  WriteOffPendingError,
  WriteOffSelfApprovalError,
  WriteOffTooEarlyError,
} from './write-offs.errors';
import {
  decideWriteOff,
  findWriteOff,
  findWriteOffWithNames,
  insertWriteOff,
  lockWriteOff,
  type WriteOffWithNames,
  writeOffsOfLoan,
} from './write-offs.repository';

export type WriteOffDeps = Pick<AppContext, 'db' | 'now'>;

const ONE_PENDING_INDEX = 'write_offs_one_pending_idx';

function entryOf({ writeOff: w, proposer, decider }: WriteOffWithNames): WriteOffEntry {
  return {
    id: w.id,
    loanId: w.loanId,
    status: w.status,
    reason: w.reason,
    daysPastDue: w.daysPastDue,
    proposedBy: { id: proposer.id, name: displayName(proposer) },
    proposedAt: w.proposedAt.toISOString(),
    decidedBy: decider ? { id: decider.id, name: displayName(decider) } : null,
    decidedAt: w.decidedAt?.toISOString() ?? null,
    decisionNote: w.decisionNote,
    amount: w.amount === null ? null : ngweeToKwacha(w.amount),
  };
}

async function entryById(db: Executor, id: string): Promise<WriteOffEntry> {
  const row = await findWriteOffWithNames(db, id);
  if (!row) throw new Error('the write-off just written was not found');
  return entryOf(row);
}

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
 * The proposal and its loan, both locked (the loan first, as every money flow locks it), for a superuser
 * to decide: not the proposer (maker-checker), not their own loan, and only while it is pending.
 */
async function lockForDecision(tx: Executor, id: string, staffId: string) {
  const unlocked = await findWriteOff(tx, id);
  if (!unlocked) throw new WriteOffNotFoundError();
  const locked = await lockLoanWithBorrower(tx, unlocked.loanId);
  const writeOff = await lockWriteOff(tx, id);
  if (!locked || !writeOff) throw new WriteOffNotFoundError();
  if (writeOff.status !== 'pending') throw new WriteOffDecidedError();
  if (writeOff.proposedBy === staffId) throw new WriteOffSelfApprovalError();
  refuseOwnLoan(locked.loan, staffId);
  return { loan: locked.loan, writeOff };
}

/**
 * Approves a pending write-off (superuser; docs/decisions/043): the loan must still be overdue past the
 * threshold. Posts Dr write_off_expense / Cr loan_written_off the receivables' total (the borrower's
 * balance is untouched: they still owe it), moves the loan to written_off, and audits. Two approvals at
 * once: the proposal's row lock makes the second see it decided (409).
 */
export async function approveWriteOff(
  deps: WriteOffDeps,
  input: { id: string; staffId: string },
): Promise<WriteOffEntry> {
  return deps.db.transaction(async (tx) => {
    const { loan, writeOff } = await lockForDecision(tx, input.id, input.staffId);
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
      decidedBy: input.staffId,
      decidedAt: at,
      decisionNote: null,
      amount,
      journalEntryId: entry?.id ?? null,
    });
    if (!decided) throw new WriteOffDecidedError();
    await recordAudit(tx, {
      actorId: input.staffId,
      action: 'collections.write_off_approved',
      loanId: loan.id,
      entityType: 'write_off',
      entityId: writeOff.id,
      before: { status: 'pending', loanStatus: loan.status },
      after: { status: 'approved', loanStatus: 'written_off', amount },
    });
    return entryById(tx, writeOff.id);
  });
}

/** Rejects a pending write-off (superuser, not the proposer), with an optional note; audited. */
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
      action: 'collections.write_off_rejected',
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
  const open = proposals.some((p) => p.status === 'pending' || p.status === 'approved');
  return {
    daysPastDue,
    writeOffDays: rules.writeOffDays,
    canPropose: status === 'overdue' && daysPastDue >= rules.writeOffDays && !open,
    proposals,
    writtenOff: ngweeToKwacha(balance.writtenOff),
    recovered: ngweeToKwacha(balance.recovered),
  };
}
