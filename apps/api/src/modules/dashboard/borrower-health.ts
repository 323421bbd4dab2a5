import type { LoanApplication } from '@kwacha/db';
import { lusakaToday } from '@kwacha/shared/identity/age';
import { borrowerLimit } from '@kwacha/shared/loans/borrower-limit';
import {
  type HealthBars,
  healthScore,
  loanUtilisationPercent,
  paymentHistoryPercent,
} from '@kwacha/shared/loans/borrower-scores';
import type { Dashboard } from '@kwacha/shared/loans/dashboard';
import { type InstalmentSettlement, settlementsFromJson } from '../ledger/ledger.public';
import type { LoanWithLedgerRow } from '../loan-views/loan-views.public';
import { scheduleInForce } from '../loans/loan-balances';
import { rulesFromStored } from '../settings/settings.service';
import type { DashboardFacts } from './dashboard.repository';

type Settlements = ReadonlyMap<string, ReadonlyMap<number, InstalmentSettlement>>;

/**
 * Payment History's counts: instalments fully paid in the ledger, and those of them paid on or before
 * their due date in Lusaka (when the last entry that touched them was posted); and how many instalments'
 * due dates are behind `today`, paid or not.
 */
function paidInstalments(live: readonly LoanApplication[], settlements: Settlements, today: string) {
  let paid = 0;
  let onTime = 0;
  let fallenDue = 0;
  for (const loan of live) {
    for (const line of scheduleInForce(loan).schedule) {
      if (line.dueDate < today) fallenDue += 1;
      const settled = settlements.get(loan.id)?.get(line.number);
      if (!settled || settled.owed > 0) continue;
      paid += 1;
      if (lusakaToday(settled.lastPostedAt) <= line.dueDate) onTime += 1;
    }
  }
  return { paid, onTime, fallenDue };
}

/**
 * Principal the borrower owes: from the ledger for loans whose money arrived, plus the whole amount of a
 * `disbursed` loan — its money is on the way and nothing is booked until it arrives, yet it is owed.
 */
function principalOwed(loans: readonly LoanApplication[], settlements: Settlements): number {
  let owed = 0;
  for (const loan of loans) {
    if (loan.status === 'disbursed') owed += loan.amount;
    for (const instalment of settlements.get(loan.id)?.values() ?? []) owed += instalment.principal;
  }
  return owed;
}

/** The borrower's instant-approval limit as the rules stand (docs/product.md §12.3), in ngwee. */
function limitOf(facts: DashboardFacts): number {
  const rules = rulesFromStored('instantApproval', facts.storedInstantApproval);
  return borrowerLimit(facts.cleanRepaidLoans, rules.cap, rules);
}

/**
 * The Financial Health Score card (docs/product.md §4.7, §10): the three bars, their mean, and the score
 * shown on an earlier day for the change indicator. A borrower without any loan has no score yet, and
 * neither has one without repayment history — no instalment repaid in full and none fallen due (`today`,
 * a Lusaka date): right after the first payout the whole loan is owed and nothing is paid yet, which
 * would read as a poor score for someone who has done nothing wrong. Only loans whose schedule is in
 * force count their instalments.
 */
export function borrowerHealth(
  rows: readonly LoanWithLedgerRow[],
  facts: DashboardFacts,
  creditScore: number,
  today: string,
): Dashboard['health'] {
  if (rows.length === 0) {
    return {
      state: 'no_loans',
      score: null,
      previousScore: null,
      paymentHistoryPercent: null,
      loanUtilisationPercent: 0,
      creditworthinessPercent: creditScore,
    };
  }
  const loans = rows.map((row) => row.loan);
  const liveRows = rows.filter((row) => scheduleInForce(row.loan).live);
  const live = liveRows.map((row) => row.loan);
  const settlements: Settlements = new Map(
    liveRows.map((row) => [row.loan.id, settlementsFromJson(row.settlements)]),
  );
  const { paid, onTime, fallenDue } = paidInstalments(live, settlements, today);
  const bars: HealthBars = {
    paymentHistoryPercent: paymentHistoryPercent(onTime, paid),
    loanUtilisationPercent: loanUtilisationPercent(principalOwed(loans, settlements), limitOf(facts)),
    creditworthinessPercent: creditScore,
  };
  if (paid === 0 && fallenDue === 0) return { state: 'not_rated', score: null, previousScore: null, ...bars };
  return { state: 'rated', score: healthScore(bars), previousScore: facts.kept.before, ...bars };
}
