import { type ReactNode, Suspense, useId, useState } from 'react';
import { ScrollingTable } from '../../../../components/ui/scrolling-table';

interface ChartPanelProps {
  title: string;
  /** What the chart shows, in a sentence: the accessible name of the picture. */
  summary: string;
  /** The chart's height in pixels; its placeholder has the same, so nothing moves when it arrives. */
  height: number;
  chart: ReactNode;
  /** The same numbers as a table: always there for screen readers, shown on request to everyone. */
  table: ReactNode;
}

/**
 * A chart with its accessible alternative. The chart is one picture (role img) named by its summary; its
 * table follows it for screen readers and replaces it on screen with "Show table". The chart library loads
 * in its own chunk: until it arrives, a placeholder of the chart's size stands in.
 */
export function ChartPanel({ title, summary, height, chart, table }: ChartPanelProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
        <button
          type="button"
          onClick={() => setAsTable(!asTable)}
          aria-label={`${asTable ? 'Show chart' : 'Show table'} of ${title}`}
          className="min-h-11 rounded-lg px-3 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          {asTable ? 'Show chart' : 'Show table'}
        </button>
      </div>
      {asTable ? null : (
        <div role="img" aria-label={summary} className="mt-3 w-full" style={{ height }}>
          <Suspense fallback={<ChartPlaceholder height={height} />}>{chart}</Suspense>
        </div>
      )}
      {asTable ? (
        <div className="mt-3">
          <ScrollingTable label={title}>{table}</ScrollingTable>
        </div>
      ) : (
        <div className="sr-only">{table}</div>
      )}
    </section>
  );
}

/** The grey block a chart is drawn into, while the figures or the chart library load. */
export function ChartPlaceholder({ height }: { height: number }) {
  return (
    <div aria-hidden="true" className="w-full animate-pulse rounded-xl bg-slate-100" style={{ height }} />
  );
}

export const CHART_HEIGHT = 256;
