import { CHART_HEIGHT, ChartPlaceholder } from './chart-panel';

const TILES = ['active', 'principal', 'interest', 'fees', 'total', 'collection'];

/** The page's shape while its first figures load: tiles, charts and a table of their final sizes. */
export function StatisticsSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">Loading the figures…</span>
      <div aria-hidden="true" className="space-y-8">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TILES.map((tile) => (
            <div key={tile} className="h-36 animate-pulse rounded-2xl bg-slate-200" />
          ))}
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          {['bars', 'line'].map((chart) => (
            <div key={chart} className="rounded-2xl border border-slate-200 bg-white p-4">
              <div className="h-11 w-48 animate-pulse rounded bg-slate-200" />
              <div className="mt-3">
                <ChartPlaceholder height={CHART_HEIGHT} />
              </div>
            </div>
          ))}
        </div>
        <div className="h-64 animate-pulse rounded-2xl bg-slate-200" />
      </div>
    </div>
  );
}
