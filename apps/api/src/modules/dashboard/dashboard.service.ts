import type { Executor, LoanApplication } from '@kwacha/db';
import { dashboardCreditScore } from '@kwacha/shared/loans/borrower-scores';
import { ACTIVE_TILE_STATUSES, type Dashboard, PENDING_TILE_STATUSES } from '@kwacha/shared/loans/dashboard';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import { loadLoanReceivables } from '../ledger/ledger.repository';
import type { LoanReceivables } from '../ledger/receivables';
import { loanBalances } from '../loans/loan-balances';
import { loansOfUserOldestFirst } from '../loans/loans.repository';

/** docs/product.md §2: the amount and due date of the first active loan (from the ledger), else none. */
function nextPaymentOf(
  first: LoanApplication | undefined,
  receivables: LoanReceivables | undefined,
): Dashboard['nextPayment'] {
  const next = first ? loanBalances(first, receivables).nextPayment : null;
  return next ? { amount: ngweeToKwacha(next.amount), dueDate: next.dueDate } : null;
}

/**
 * The borrower's dashboard from their real loans (docs/product.md §10 replaces SPEC's random analytics).
 * Health bars: on-time share of paid instalments (100 with no history yet), 100 − utilisation of what
 * they currently owe against what they borrowed, and the credit score; the health score is their mean.
 */
export async function borrowerDashboard(db: Executor, userId: string): Promise<Dashboard> {
  const loans = await loansOfUserOldestFirst(db, userId);
  const firstActive = loans.find((loan) => loan.status === 'active');
  const receivables = firstActive ? await loadLoanReceivables(db, firstActive.id) : undefined;

  const statuses = loans.map((l) => l.status as LoanStatus);
  const count = (set: readonly string[]) => loans.filter((l) => set.includes(l.status)).length;
  const byStatus = new Map<LoanStatus, { count: number; amount: number }>();
  for (const loan of loans) {
    const entry = byStatus.get(loan.status) ?? { count: 0, amount: 0 };
    entry.count += 1;
    entry.amount += loan.amount;
    byStatus.set(loan.status, entry);
  }
  const creditScore = dashboardCreditScore(statuses);
  // Repayments arrive with the repayment module; until then nobody has a late instalment or a balance.
  const paymentHistoryPercent = 100;
  const loanUtilisationPercent = 0;
  const health = Math.round((paymentHistoryPercent + (100 - loanUtilisationPercent) + creditScore) / 3);
  return {
    activeLoans: count(ACTIVE_TILE_STATUSES),
    pendingApplications: count(PENDING_TILE_STATUSES),
    totalAppliedAmount: ngweeToKwacha(loans.reduce((sum, l) => sum + l.amount, 0)),
    nextPayment: nextPaymentOf(firstActive, receivables),
    hasPayableLoan: loans.some((l) => l.status === 'active' || l.status === 'overdue'),
    creditScore,
    health: {
      score: health,
      previousScore: null,
      paymentHistoryPercent,
      loanUtilisationPercent,
      creditworthinessPercent: creditScore,
    },
    loansByStatus: [...byStatus].map(([status, v]) => ({
      status,
      count: v.count,
      amount: ngweeToKwacha(v.amount),
    })),
    paymentTrend: [],
  };
}
