import { useT } from '../../lib/i18n/use-t';
import { loanDetailsSkeletonMessages as messages } from './loan-information.messages';

const SECTIONS = ['information', 'disbursement', 'schedule'];

export function LoanDetailsSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className="mt-6">
      <span className="sr-only">{t(messages.loading)}</span>
      <div aria-hidden="true" className="animate-pulse space-y-6">
        {SECTIONS.map((key) => (
          <div key={key} className="h-48 rounded-2xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
