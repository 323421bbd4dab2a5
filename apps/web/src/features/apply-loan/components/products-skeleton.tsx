import { useT } from '../../../lib/i18n/use-t';
import { applyLoanMessages as messages } from '../apply-loan.messages';

/** Six card outlines while the products load; the status text says what is happening. */
export function ProductsSkeleton() {
  const t = useT();
  return (
    <div>
      <p role="status" className="sr-only">
        {t(messages.loadingProducts)}
      </p>
      <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
          <div
            key={key}
            className="animate-pulse rounded-xl border border-slate-200 bg-white p-4 motion-reduce:animate-none"
          >
            <div className="h-4 w-2/3 rounded bg-slate-200" />
            <div className="mt-3 h-3 w-1/2 rounded bg-slate-200" />
            <div className="mt-2 h-3 w-1/3 rounded bg-slate-200" />
            <div className="mt-2 h-3 w-2/5 rounded bg-slate-200" />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="h-11 animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none" />
        <div className="h-11 animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none" />
      </div>
    </div>
  );
}
