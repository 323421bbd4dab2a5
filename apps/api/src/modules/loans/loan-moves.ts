import type { Executor, LoanApplication } from '@kwacha/db';
import { allowedFrom, type TransitionActor } from '@kwacha/shared/loans/loan-transitions';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import { recordSchedule } from './loan-positions';
import { updateLoanStatus } from './loans.repository';

export interface LoanMove {
  loanId: string;
  to: LoanStatus;
  /** Who moves it: the transition table (docs/product.md §12) says from where each actor may. */
  by: TransitionActor;
  at: Date;
  /** Replaces the loan's remarks (staff decisions); left as they are when absent. */
  remarks?: string | null;
  /** Why staff rejected it (docs/product.md §12.2); kept only on a move to `rejected`. */
  rejectionReason?: string;
}

export interface MovedLoan {
  loan: LoanApplication;
  /** What the loan was just before this move, for the audit record. */
  before: { status: LoanStatus; remarks: string | null };
}

/**
 * The only way a loan changes status. The move is checked against the transition table and made with one
 * conditional update, so an illegal, late or repeated move changes nothing and returns undefined (the
 * caller decides whether that is a 409, a lost race, or a no-op). What a move implies is stamped here, once:
 * a decision's time (time to decision), the day the money arrived (the schedule starts from it), and the
 * fact that a loan was ever overdue (the instant-approval limit reads it), and the schedule a loan runs on
 * once its money arrived.
 */
export async function moveLoan(tx: Executor, move: LoanMove): Promise<MovedLoan | undefined> {
  const row = await updateLoanStatus(tx, {
    loanId: move.loanId,
    from: allowedFrom(move.to, move.by),
    to: move.to,
    at: move.at,
    remarks: move.remarks,
    ...(move.to === 'rejected' && move.rejectionReason && { rejectionReason: move.rejectionReason }),
    ...((move.to === 'approved' || move.to === 'rejected') && {
      decidedAt: move.at,
      decision: move.to,
      decidedByRules: move.by === 'decision_rules',
    }),
    ...(move.to === 'active' && move.by === 'disbursement' && { disbursementDate: move.at }),
    ...(move.to === 'overdue' && { everOverdue: true as const }),
  });
  if (!row) return undefined;
  const { beforeStatus, beforeRemarks, ...loan } = row;
  if (move.to === 'active' && move.by === 'disbursement') await recordSchedule(tx, loan);
  return { loan, before: { status: beforeStatus, remarks: beforeRemarks } };
}
