import type { Statistics } from '@kwacha/shared/staff/statistics';
import { CollectionsSection } from './collections-section';
import { MonthsSection } from './months-section';
import { PipelineSection } from './pipeline-section';
import { PortfolioTiles } from './portfolio-tiles';
import { RiskSection } from './risk-tables';

export const NO_LOANS_MESSAGE = 'No loans yet — figures appear here once the first loan is disbursed.';

/** Statuses a loan reaches only once its money went out. */
const LENT = new Set(['disbursed', 'active', 'overdue', 'paid', 'written_off']);

/** A lender (or product) that has never paid a loan out: nothing is owed, lent or repaid to report. */
export function hasNeverLent(data: Statistics): boolean {
  return (
    data.portfolio.activeLoans === 0 &&
    data.portfolio.totalOutstanding === 0 &&
    data.months.every((m) => m.disbursedCount === 0 && m.collectedCount === 0) &&
    !data.pipeline.byStatus.some((s) => LENT.has(s.status) && s.count > 0)
  );
}

/**
 * Every figure of one view. A lender who has not lent yet sees why the page is empty (and any applications).
 * `query` is null while these figures are a previous view's and the new ones load: the CSV buttons wait,
 * so a file never holds other figures than those on screen.
 */
export function StatisticsReport({ data, query }: { data: Statistics; query: string | null }) {
  if (hasNeverLent(data)) {
    return (
      <div className="space-y-10">
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="text-lg text-slate-800">{NO_LOANS_MESSAGE}</p>
        </div>
        {data.pipeline.byStatus.length > 0 ? <PipelineSection data={data} query={query} /> : null}
      </div>
    );
  }
  return (
    <div className="space-y-10">
      <PortfolioTiles data={data} />
      <MonthsSection data={data} query={query} />
      <RiskSection data={data} query={query} />
      <CollectionsSection data={data.collections} query={query} />
      <PipelineSection data={data} query={query} />
    </div>
  );
}
