import type { Executor } from '@kwacha/db';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import type { WriteOffEntry } from '@kwacha/shared/staff/write-offs';
import { lockLoanWithBorrower } from '../loans/loans.public';
import { refuseOwnLoan } from '../loans/own-loan-guard';
import { displayName } from '../users/display-name';
import { WriteOffDecidedError, WriteOffNotFoundError, WriteOffSelfApprovalError } from './write-offs.errors';
import {
  findWriteOff,
  findWriteOffWithNames,
  lockWriteOff,
  type WriteOffWithNames,
} from './write-offs.repository';

/**
 * What write-off and waiver proposals share (docs/product.md §23.6): how one reads to staff, and how a
 * superuser's decision on either takes its locks and checks maker-checker.
 */

export function entryOf({ writeOff: w, proposer, decider }: WriteOffWithNames): WriteOffEntry {
  return {
    id: w.id,
    loanId: w.loanId,
    kind: w.kind,
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

export async function entryById(db: Executor, id: string): Promise<WriteOffEntry> {
  const row = await findWriteOffWithNames(db, id);
  if (!row) throw new Error('the proposal just written was not found');
  return entryOf(row);
}

/**
 * The proposal and its loan, both locked (the loan first, as every money flow locks it), for a superuser
 * to decide: not the proposer (maker-checker), not their own loan, and only while it is pending.
 */
export async function lockForDecision(tx: Executor, id: string, staffId: string) {
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

export type LockedProposal = Awaited<ReturnType<typeof lockForDecision>>;
