import { useT } from '../../../lib/i18n/use-t';
import { makePaymentMessages as messages } from '../make-payment.messages';

const PLACEHOLDER_FIELDS = ['loan', 'amount', 'phone', 'operator'];

/** The shape of the form while the loans load, so nothing jumps when they arrive. */
export function MakePaymentSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{t(messages.loadingLoans)}</span>
      <div aria-hidden="true" className="animate-pulse space-y-5">
        {PLACEHOLDER_FIELDS.map((key) => (
          <div key={key}>
            <div className="h-4 w-24 rounded bg-slate-200" />
            <div className="mt-2 h-11 rounded-lg bg-slate-200" />
          </div>
        ))}
        <div className="h-11 rounded-lg bg-slate-300" />
      </div>
    </div>
  );
}
