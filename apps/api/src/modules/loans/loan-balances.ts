import type { LoanApplication } from '@kwacha/db';
import { lusakaToday } from '@kwacha/shared/identity/age';
import { type InstalmentOwed, nextPaymentDue, owedOn, totalOwed } from '@kwacha/shared/loans/allocation';
import { addMonths } from '@kwacha/shared/loans/calendar';
import type { ScheduleLine } from '@kwacha/shared/loans/loan-quote';
import { isPaidOut } from '@kwacha/shared/loans/loan-status';
import type { ScheduleStatus } from '@kwacha/shared/loans/loan-view';
import { instalmentsOwed, type LoanReceivables } from '../ledger/receivables';

export interface LoanBalances {
  /** The schedule in force: as quoted until disbursement, then dated from the day the money went out. */
  schedule: ScheduleLine[];
  /** What is still owed on each instalment, from the ledger (empty before the money is out). */
  instalments: InstalmentOwed[];
  /** Ngwee still owed: the loan's receivable balance in the ledger. */
  outstanding: number;
  nextPayment: { amount: number; dueDate: string } | null;
}

/**
 * The schedule a loan runs on. docs/product.md §11: the first instalment falls due one month after the
 * money arrives, so a live loan's schedule is re-dated from the disbursement date (a calendar date in
 * Lusaka); before that it is the schedule as quoted. After a prepayment it is the revised schedule.
 */
export function scheduleInForce(loan: LoanApplication): { live: boolean; schedule: ScheduleLine[] } {
  const quoted = loan.quoteSnapshot.schedule;
  if (!isPaidOut(loan.status) || !loan.disbursementDate) return { live: false, schedule: quoted };
  // A prepayment planned the later instalments again (docs/product.md §13.6): the revision is dated.
  if (loan.scheduleRevision) return { live: true, schedule: loan.scheduleRevision };
  const start = lusakaToday(loan.disbursementDate);
  return {
    live: true,
    schedule: quoted.map((line) => ({ ...line, dueDate: addMonths(start, line.number) })),
  };
}

/**
 * What a loan's borrower owes and when. Amounts come only from the ledger (`receivables`, see
 * ledger.repository `loadReceivables`), never from a stored balance: the loan's outstanding balance is
 * its receivable balance, and the next payment is what remains on the oldest instalment not fully paid.
 */
export function loanBalances(loan: LoanApplication, receivables: LoanReceivables | undefined): LoanBalances {
  const { live, schedule } = scheduleInForce(loan);
  if (!live) return { schedule, instalments: [], outstanding: 0, nextPayment: null };
  const instalments = instalmentsOwed(schedule, receivables);
  const next = nextPaymentDue(instalments);
  return {
    schedule,
    instalments,
    outstanding: totalOwed(instalments),
    nextPayment: next ? { amount: next.amount, dueDate: next.dueDate } : null,
  };
}

/** Whole days from one calendar date (YYYY-MM-DD) to a later one. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface InstalmentStanding {
  status: ScheduleStatus | null;
  daysOverdue: number | null;
}

const NOT_STARTED: InstalmentStanding = { status: null, daysOverdue: null };

/**
 * Where each line of the schedule in force stands on `today` (a Lusaka calendar date), from what the ledger
 * says is still owed on it (docs/product.md §4.9). Loans whose money never went out have no standing at
 * all. A `disbursed` loan's money is on its way: nothing is owed or dated yet, so every line is upcoming.
 * Part paid is judged on interest and principal only, so a late fee never makes an instalment look paid.
 * An instalment that owes nothing because an early payoff waived some of it (`waived`, ngwee by
 * instalment) is closed early, not paid: the borrower did not pay that interest.
 */
export function instalmentStandings(
  loan: LoanApplication,
  balances: Pick<LoanBalances, 'schedule' | 'instalments'>,
  today: string,
  waived: ReadonlyMap<number, number> = new Map(),
): InstalmentStanding[] {
  if (!isPaidOut(loan.status)) return balances.schedule.map(() => NOT_STARTED);
  const owedByNumber = new Map(balances.instalments.map((i) => [i.number, i]));
  return balances.schedule.map((line): InstalmentStanding => {
    const owed = owedByNumber.get(line.number);
    if (!owed) return { status: 'upcoming', daysOverdue: null };
    if (owedOn(owed) <= 0) {
      // What was still owed moved into a restructure's new plan (docs/product.md §23.7): not paid.
      if (line.restructuredOn) return { status: 'restructured', daysOverdue: null };
      return { status: (waived.get(line.number) ?? 0) > 0 ? 'closed_early' : 'paid', daysOverdue: null };
    }
    if (line.dueDate < today) return { status: 'overdue', daysOverdue: daysBetween(line.dueDate, today) };
    if (line.dueDate === today) return { status: 'due', daysOverdue: null };
    const somePaid = owed.interest + owed.principal < line.interest + line.principal;
    return { status: somePaid ? 'part_paid' : 'upcoming', daysOverdue: null };
  });
}
