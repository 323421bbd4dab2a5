import type { PaymentView } from '@kwacha/shared/payments/payment-view';

export const LOAN_ID = 'c0ffee00-1111-4222-8333-444455556666';

/** A payment as GET /api/payments returns it; override what a test is about. */
export function createPayment(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    id: 'pay-0001',
    loanId: LOAN_ID,
    amount: 250.5,
    type: 'repayment',
    status: 'pending',
    reference: 'KWL-PAY-0001',
    operator: 'airtel',
    phoneNumber: '260977123456',
    timestamp: '2026-11-25T08:30:00.000Z',
    settledAt: null,
    failureReason: null,
    simulated: false,
    ...overrides,
  };
}
