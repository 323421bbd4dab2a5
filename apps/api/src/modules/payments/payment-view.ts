import { ngweeToKwacha } from '@kwacha/shared/money/money';
import type { PaymentView } from '@kwacha/shared/payments/payment-view';
import type { PaymentOfLoan } from './payments.repository';

/** docs/product.md §3's payment history entry (amount, type, status, timestamp) plus what screens show. */
export function toPaymentView(p: PaymentOfLoan): PaymentView {
  return {
    id: p.id,
    loanId: p.loanId,
    amount: ngweeToKwacha(p.amount),
    type: p.purpose,
    status: p.status,
    reference: p.reference,
    operator: p.operator,
    phoneNumber: p.phoneNumber,
    timestamp: p.createdAt.toISOString(),
    settledAt: p.settledAt?.toISOString() ?? null,
    failureReason: p.failureReason,
    // The simulator moves no money: every screen and statement says so (docs/product.md §13.5).
    simulated: p.provider === 'simulator',
  };
}
