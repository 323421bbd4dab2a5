import type { PromiseStats } from '@kwacha/shared/staff/collections';
import { useId } from 'react';
import { usePromiseStatsQuery } from '../api/get-promise-stats';

type Row = PromiseStats['collectors'][number];

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

/**
 * Promises to pay by collector (docs/product.md §23.4): kept, broken and open, and the kept rate (kept of
 * those decided). Folded away under the queue, opened when wanted; silent if it cannot be read.
 */
export function KeptRates() {
  const stats = usePromiseStatsQuery();
  const captionId = useId();
  const rows = stats.data?.collectors ?? [];
  if (rows.length === 0) return null;
  return (
    <details className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-slate-900">
        Promises kept by collector
      </summary>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm" aria-labelledby={captionId}>
          <caption id={captionId} className="sr-only">
            Promises to pay by collector
          </caption>
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4">
                Collector
              </th>
              {['Kept', 'Broken', 'Open', 'Kept rate'].map((h) => (
                <th key={h} scope="col" className="py-2 pr-4 text-right">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row: Row) => (
              <tr key={row.id}>
                <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                  {row.name}
                </th>
                <td className="py-2 pr-4 text-right">{row.kept}</td>
                <td className="py-2 pr-4 text-right">{row.broken}</td>
                <td className="py-2 pr-4 text-right">{row.open}</td>
                <td className="py-2 pr-4 text-right font-semibold">{percent(row.keptRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
