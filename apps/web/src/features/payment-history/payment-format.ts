import type { PaymentStatus, PaymentView } from '@kwacha/shared/payments/payments';
import { OPERATOR_LABELS } from '@kwacha/shared/phone/zambian-phone';
import { formatDisplayDate } from '../../lib/format-date';

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
  return OPERATOR_LABELS[operator];
}

/** The last four digits of the paying number: the history may be read over a shoulder. */
export function phoneLastDigits(phone: string): string {
  return phone.replace(/\D/g, '').slice(-4);
}

// Borrowers are in Zambia: times are Lusaka's, whatever the phone's settings, on a 24-hour clock.
const lusakaTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Lusaka',
});

/** '2026-11-21T08:30:00Z' → '21 November 2026, 10:30'; anything unreadable as given. */
export function formatPaymentTime(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return `${formatDisplayDate(iso)}, ${lusakaTime.format(instant)}`;
}
