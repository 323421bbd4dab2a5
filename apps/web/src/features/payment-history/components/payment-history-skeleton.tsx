import { useT } from '../../../lib/i18n/use-t';
import { paymentHistoryMessages as messages } from '../payment-history.messages';

const PLACEHOLDER_ROWS = ['a', 'b', 'c'];

/** The shape of the list while the payments load, so nothing jumps when they arrive. */
export function PaymentHistorySkeleton() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className="mt-6">
      <span className="sr-only">{t(messages.loading)}</span>
      <div aria-hidden="true" className="animate-pulse space-y-3">
        {PLACEHOLDER_ROWS.map((key) => (
          <div key={key} className="h-28 rounded-xl bg-slate-200 lg:h-12" />
        ))}
      </div>
    </div>
  );
}
