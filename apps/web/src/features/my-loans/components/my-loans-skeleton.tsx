import { useT } from '../../../lib/i18n/use-t';
import { myLoansMessages as messages } from '../my-loans.messages';

const PLACEHOLDER_CARDS = ['a', 'b', 'c'];

/** The shape of the page while the loans load, so nothing jumps when they arrive. */
export function MyLoansSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className="mt-6">
      <span className="sr-only">{t(messages.loading)}</span>
      <div aria-hidden="true" className="animate-pulse">
        <div className="h-24 rounded-2xl bg-slate-200" />
        <div className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {PLACEHOLDER_CARDS.map((key) => (
            <div key={key} className="h-64 rounded-2xl bg-slate-200" />
          ))}
        </div>
      </div>
    </div>
  );
}
