import type { LoanApplication } from '@kwacha/db';
import { addMonths, lusakaToday, type ScheduleLine } from '@kwacha/shared';

// Statuses in which money has gone out and the repayment schedule runs.
const LIVE = new Set(['disbursed', 'active', 'overdue', 'paid']);

export interface LoanBalances {
  /** The schedule in force: as quoted until disbursement, then dated from the day the money went out. */
  schedule: ScheduleLine[];
  /** Ngwee still owed. Nothing is owed before disbursement; repayments reduce it (repayment module). */
  outstanding: number;
  nextPayment: { amount: number; dueDate: string } | null;
}

/**
 * What a loan's borrower owes and when, derived from its schedule. DESIGN.md section 6: the first
 * instalment falls due one month after the money arrives, so a live loan's schedule is re-dated from the
 * disbursement date (a calendar date in Lusaka).
 */
export function loanBalances(loan: LoanApplication): LoanBalances {
  const quoted = loan.quoteSnapshot.schedule;
  if (!LIVE.has(loan.status) || !loan.disbursementDate) {
    return { schedule: quoted, outstanding: 0, nextPayment: null };
  }
  const start = lusakaToday(loan.disbursementDate);
  const schedule = quoted.map((line) => ({ ...line, dueDate: addMonths(start, line.number) }));
  if (loan.status === 'paid') return { schedule, outstanding: 0, nextPayment: null };
  const first = schedule[0];
  return {
    schedule,
    outstanding: loan.totalRepayable,
    nextPayment: first ? { amount: first.instalment, dueDate: first.dueDate } : null,
  };
}
