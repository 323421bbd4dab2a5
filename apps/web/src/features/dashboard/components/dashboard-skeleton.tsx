import { useT } from '../../../lib/i18n/use-t';
import { dashboardMessages as messages } from '../dashboard.messages';

const TILES = ['active', 'pending', 'total', 'next'];

/** docs/product.md §2: four stat-card placeholders and one action-button placeholder. */
export function DashboardSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className="mt-6">
      <span className="sr-only">{t(messages.loading)}</span>
      <div aria-hidden="true" className="animate-pulse">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TILES.map((key) => (
            <div key={key} data-testid="stat-card-skeleton" className="h-28 rounded-2xl bg-slate-200" />
          ))}
        </div>
        <div data-testid="action-button-skeleton" className="mt-6 h-11 w-56 rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}
