import type { PaymentStatus } from '@kwacha/shared/payments/payment-view';
import { useT } from '../../lib/i18n/use-t';
import { paymentStatusMessages } from './payments.messages';

const TONES: Record<PaymentStatus, string> = {
  pending: 'bg-sky-50 text-sky-900 ring-sky-300',
  successful: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  failed: 'bg-red-50 text-red-900 ring-red-300',
  expired: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** A payment's state in words; the colour only repeats what the text says. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status]}`}
    >
      {t(paymentStatusMessages[status])}
    </span>
  );
}
