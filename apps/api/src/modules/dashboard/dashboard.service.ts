import type { LoanApplication } from '@kwacha/db';
import { lusakaToday } from '@kwacha/shared/identity/age';
import { dashboardCreditScore } from '@kwacha/shared/loans/borrower-scores';
import { ACTIVE_TILE_STATUSES, type Dashboard, PENDING_TILE_STATUSES } from '@kwacha/shared/loans/dashboard';
import { borrowerStatusOf } from '@kwacha/shared/loans/loan-status';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import type { AppContext } from '../../context';
import { receivablesFromJson } from '../ledger/ledger.public';
import { type LoanWithLedgerRow, loansWithLedgerOfUserOldestFirst } from '../loan-views/loan-views.public';
import { loanBalances } from '../loans/loan-balances';
import { borrowerHealth } from './borrower-health';
import { dashboardFactsOf, recordHealthScore } from './dashboard.repository';
import { paymentTrend, trendMonths, trendWindow } from './payment-trend';

/** docs/product.md §2: the amount and due date of the first active loan (from the ledger), else none. */
function nextPaymentOf(first: LoanWithLedgerRow | undefined): Dashboard['nextPayment'] {
  const next = first ? loanBalances(first.loan, receivablesFromJson(first.receivables)).nextPayment : null;
  return next ? { amount: ngweeToKwacha(next.amount), dueDate: next.dueDate } : null;
}

function loansByStatus(loans: readonly LoanApplication[]): Dashboard['loansByStatus'] {
  const byStatus = new Map<LoanStatus, { count: number; amount: number }>();
  for (const loan of loans) {
    const entry = byStatus.get(loan.status) ?? { count: 0, amount: 0 };
    entry.count += 1;
    entry.amount += loan.amount;
    byStatus.set(loan.status, entry);
  }
  return [...byStatus].map(([status, v]) => ({ status, count: v.count, amount: ngweeToKwacha(v.amount) }));
}

/**
 * The borrower's dashboard from their real loans, payments and ledger (docs/product.md §10 replaces SPEC's
 * random analytics and fixed bars): the tiles, the credit score, the health card (borrower-health.ts) and
 * the monthly payment trend, as they stand on the business day (docs/product.md §14.5.1).
 */
export async function borrowerDashboard(
  ctx: Pick<AppContext, 'db' | 'businessClock'>,
  userId: string,
): Promise<Dashboard> {
  const now = ctx.businessClock.now();
  const today = lusakaToday(now);
  const months = trendMonths(now);
  // Two statements, side by side (docs/performance.md): the loans with their ledger, and the rest.
  const [loaded, facts] = await Promise.all([
    loansWithLedgerOfUserOldestFirst(ctx.db, userId),
    dashboardFactsOf(ctx.db, userId, today, trendWindow(months)),
  ]);
  // The borrower's words for each status: a written-off loan is overdue to them (docs/decisions/043).
  const rows = loaded.map((row) => ({
    ...row,
    loan: { ...row.loan, status: borrowerStatusOf(row.loan.status) },
  }));
  const loans = rows.map((row) => row.loan);
  const creditScore = dashboardCreditScore(loans.map((l) => l.status));
  const health = borrowerHealth(rows, facts, creditScore, today);
  // Today's score is kept for tomorrow's change indicator; reading the dashboard writes only when it is
  // new or changed (docs/performance.md).
  if (health.score !== null && facts.kept.today !== health.score) {
    await recordHealthScore(ctx.db, userId, today, health.score);
  }
  const count = (set: readonly string[]) => loans.filter((l) => set.includes(l.status)).length;
  return {
    activeLoans: count(ACTIVE_TILE_STATUSES),
    pendingApplications: count(PENDING_TILE_STATUSES),
    totalAppliedAmount: ngweeToKwacha(loans.reduce((sum, l) => sum + l.amount, 0)),
    nextPayment: nextPaymentOf(rows.find((row) => row.loan.status === 'active')),
    hasPayableLoan: loans.some((l) => l.status === 'active' || l.status === 'overdue'),
    creditScore,
    health,
    loansByStatus: loansByStatus(loans),
    paymentTrend: paymentTrend(months, facts.monthlyRepayments),
  };
}
