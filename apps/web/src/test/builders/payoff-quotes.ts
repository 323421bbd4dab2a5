import type { PayoffQuoteView } from '@kwacha/shared/loans/payoff-view';

/** A payoff quote as GET /api/loan-applications/{id}/payoff-quote answers it; override what a test is about. */
export function createPayoffQuote(overrides: Partial<PayoffQuoteView> = {}): PayoffQuoteView {
  return {
    loanId: 'loan-0001-aaaa',
    on: '2026-12-07',
    today: '2026-12-07',
    lastDay: '2027-05-22',
    principal: 1000,
    interest: 12.1,
    fees: 0,
    penalties: 0,
    interestWaived: 87.9,
    interestCredit: 0,
    total: 1012.1,
    outstanding: 1100,
    saving: 87.9,
    ...overrides,
  };
}
