import type { LoanApplication } from '@kwacha/db';
import { dashboardCreditScore } from '@kwacha/shared/loans/borrower-scores';
import { ACTIVE_TILE_STATUSES, type Dashboard, PENDING_TILE_STATUSES } from '@kwacha/shared/loans/dashboard';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import type { AppContext } from '../../context';
import { loadLoanReceivables } from '../ledger/ledger.repository';
import type { LoanReceivables } from '../ledger/receivables';
import { loanBalances } from '../loans/loan-balances';
import { loansOfUserOldestFirst } from '../loans/loans.repository';
import { borrowerHealth } from './borrower-health';
import { paymentTrend } from './payment-trend';

/** docs/product.md §2: the amount and due date of the first active loan (from the ledger), else none. */
function nextPaymentOf(
  first: LoanApplication | undefined,
  receivables: LoanReceivables | undefined,
): Dashboard['nextPayment'] {
  const next = first ? loanBalances(first, receivables).nextPayment : null;
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
 * the monthly payment trend, as they stand at `ctx.now()`.
 */
export async function borrowerDashboard(
  ctx: Pick<AppContext, 'db' | 'now'>,
  userId: string,
): Promise<Dashboard> {
  const now = ctx.now();
  const loans = await loansOfUserOldestFirst(ctx.db, userId);
  const firstActive = loans.find((loan) => loan.status === 'active');
  const creditScore = dashboardCreditScore(loans.map((l) => l.status));
  const [receivables, health, trend] = await Promise.all([
    firstActive ? loadLoanReceivables(ctx.db, firstActive.id) : undefined,
    borrowerHealth(ctx.db, userId, loans, creditScore, now),
    paymentTrend(ctx.db, userId, now),
  ]);
  const count = (set: readonly string[]) => loans.filter((l) => set.includes(l.status)).length;
  return {
    activeLoans: count(ACTIVE_TILE_STATUSES),
    pendingApplications: count(PENDING_TILE_STATUSES),
    totalAppliedAmount: ngweeToKwacha(loans.reduce((sum, l) => sum + l.amount, 0)),
    nextPayment: nextPaymentOf(firstActive, receivables),
    hasPayableLoan: loans.some((l) => l.status === 'active' || l.status === 'overdue'),
    creditScore,
    health,
    loansByStatus: loansByStatus(loans),
    paymentTrend: trend,
  };
}
