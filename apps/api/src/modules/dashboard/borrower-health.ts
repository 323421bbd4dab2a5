import type { Executor, LoanApplication } from '@kwacha/db';
import { lusakaToday } from '@kwacha/shared/identity/age';
import { borrowerLimit } from '@kwacha/shared/loans/borrower-limit';
import {
  type HealthBars,
  healthScore,
  loanUtilisationPercent,
  paymentHistoryPercent,
} from '@kwacha/shared/loans/borrower-scores';
import type { Dashboard } from '@kwacha/shared/loans/dashboard';
import { type InstalmentSettlement, loadInstalmentSettlements } from '../ledger/ledger.repository';
import { scheduleInForce } from '../loans/loan-balances';
import { countCleanRepaidLoans } from '../loans/loans.repository';
import { readInstantApproval } from '../settings/settings.service';
import { keptHealthScores, recordHealthScore } from './dashboard.repository';

type Settlements = ReadonlyMap<string, ReadonlyMap<number, InstalmentSettlement>>;

/**
 * Payment History's counts: instalments fully paid in the ledger, and those of them paid on or before
 * their due date in Lusaka (when the last entry that touched them was posted).
 */
function paidInstalments(live: readonly LoanApplication[], settlements: Settlements) {
  let paid = 0;
  let onTime = 0;
  for (const loan of live) {
    for (const line of scheduleInForce(loan).schedule) {
      const settled = settlements.get(loan.id)?.get(line.number);
      if (!settled || settled.owed > 0) continue;
      paid += 1;
      if (lusakaToday(settled.lastPostedAt) <= line.dueDate) onTime += 1;
    }
  }
  return { paid, onTime };
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
async function limitOf(db: Executor, userId: string): Promise<number> {
  const [rules, cleanRepaidLoans] = await Promise.all([
    readInstantApproval(db),
    countCleanRepaidLoans(db, userId),
  ]);
  return borrowerLimit(cleanRepaidLoans, rules.cap, rules);
}

/**
 * The Financial Health Score card (docs/product.md §4.7, §10): the three bars, their mean, and the score
 * shown on an earlier day for the change indicator. Today's score is kept for tomorrow's comparison. A
 * borrower without any loan has no score yet: there is nothing to judge.
 */
export async function borrowerHealth(
  db: Executor,
  userId: string,
  loans: readonly LoanApplication[],
  creditScore: number,
  now: Date,
): Promise<Dashboard['health']> {
  if (loans.length === 0) {
    return {
      score: null,
      previousScore: null,
      paymentHistoryPercent: null,
      loanUtilisationPercent: 0,
      creditworthinessPercent: creditScore,
    };
  }
  const live = loans.filter((loan) => scheduleInForce(loan).live);
  const today = lusakaToday(now);
  const [settlements, limit, kept] = await Promise.all([
    loadInstalmentSettlements(
      db,
      live.map((loan) => loan.id),
    ),
    limitOf(db, userId),
    keptHealthScores(db, userId, today),
  ]);
  const { paid, onTime } = paidInstalments(live, settlements);
  const bars: HealthBars = {
    paymentHistoryPercent: paymentHistoryPercent(onTime, paid),
    loanUtilisationPercent: loanUtilisationPercent(principalOwed(loans, settlements), limit),
    creditworthinessPercent: creditScore,
  };
  const score = healthScore(bars);
  // Reading the dashboard writes only when today's score is new or changed (docs/architecture.md §14).
  if (kept.today !== score) await recordHealthScore(db, userId, today, score);
  return { score, previousScore: kept.before, ...bars };
}
