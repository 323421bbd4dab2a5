import { hasAtMostTwoDecimals } from '@kwacha/shared';
import { formatAmount, formatDisplayDate } from '../../my-loans/loan-format';

/** SPEC.md section 3: a payment history entry has amount, type, status and timestamp. */
interface PaymentEntry {
  amount: number | null;
  type: string;
  status: string;
  timestamp: string | null;
}

function toEntry(value: unknown): PaymentEntry {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const amount =
    typeof record.amount === 'number' && hasAtMostTwoDecimals(record.amount) ? record.amount : null;
  return {
    amount,
    type: typeof record.type === 'string' ? record.type : 'Payment',
    status: typeof record.status === 'string' ? record.status : 'unknown',
    timestamp: typeof record.timestamp === 'string' ? record.timestamp : null,
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/_/g, ' ');

export function PaymentHistory({ entries }: { entries: readonly unknown[] }) {
  return (
    <section aria-labelledby="payment-history-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="payment-history-heading" className="text-xl font-semibold text-slate-900">
        Payment History
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-slate-700">No payments yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {entries.map(toEntry).map((entry, index) => (
            // Entries carry no id of their own yet; their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
              <span className="font-medium text-slate-900">
                {entry.amount === null ? '—' : formatAmount(entry.amount)}
              </span>
              <span className="text-sm text-slate-700">
                {`${capitalise(entry.type)} · ${capitalise(entry.status)}`}
                {entry.timestamp ? ` · ${formatDisplayDate(entry.timestamp)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
