import type { Dashboard } from '@kwacha/shared/loans/dashboard';

/** A borrower's dashboard with one pending application of K1,500.50 and a rated health score of 83. */
export function createDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    activeLoans: 0,
    pendingApplications: 1,
    totalAppliedAmount: 1500.5,
    nextPayment: null,
    hasPayableLoan: false,
    creditScore: 50,
    health: {
      state: 'rated',
      score: 83,
      previousScore: null,
      paymentHistoryPercent: 100,
      loanUtilisationPercent: 0,
      creditworthinessPercent: 50,
    },
    loansByStatus: [{ status: 'pending', count: 1, amount: 1500.5 }],
    paymentTrend: [],
    ...overrides,
  };
}
