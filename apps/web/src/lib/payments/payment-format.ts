import {
  PAYMENT_OPERATOR_LABELS,
  type PaymentStatus,
  type PaymentView,
} from '@kwacha/shared/payments/payment-view';

/** docs/product.md §9: a loan is named by the first 8 characters of its id. */
export function shortLoanId(id: string): string {
  return id.slice(0, 8);
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  successful: 'Successful',
  failed: 'Failed',
  expired: 'Expired',
};

export function operatorLabel(operator: PaymentView['operator']): string {
  return PAYMENT_OPERATOR_LABELS[operator];
}

/** The last four digits of the paying number: the history may be read over a shoulder. */
export function phoneLastDigits(phone: string): string {
  return phone.replace(/\D/g, '').slice(-4);
}
