import type { MonthFigures, Statistics } from '@kwacha/shared/staff/statistics';
import { formatMonth } from '../../../../lib/format-date';
import { formatAmount, formatPercent } from '../statistics-format';
import { CHART_HEIGHT, ChartPanel } from './chart-panel';
import { MonthBarsChart, ParTrendChart } from './charts/lazy-charts';
import { CsvDownloadButton } from './csv-download-button';
import { MonthBarsTable, MonthTable, ParTrendTable } from './month-tables';

const monthName = (month: string) => formatMonth(month).long;
const sum = (months: MonthFigures[], pick: (m: MonthFigures) => number) =>
  months.reduce((total, m) => total + pick(m), 0);

/** 'September 2026 to November 2026' (or the one month). */
function span(months: MonthFigures[]): string {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return '';
  return first === last ? monthName(first.month) : `${monthName(first.month)} to ${monthName(last.month)}`;
}

/** The bar chart in a sentence: its span, totals and biggest months. */
export function barsSummary(months: MonthFigures[]): string {
  const most = (pick: (m: MonthFigures) => number) =>
    months.reduce<MonthFigures | undefined>(
      (best, m) => (!best || pick(m) > pick(best) ? m : best),
      undefined,
    );
  const disbursed = most((m) => m.disbursedAmount);
  const collected = most((m) => m.collectedAmount);
  const total = `${formatAmount(sum(months, (m) => m.disbursedAmount))} disbursed and ${formatAmount(sum(months, (m) => m.collectedAmount))} collected`;
  const peaks =
    disbursed && collected
      ? ` Most disbursed in ${monthName(disbursed.month)}, most collected in ${monthName(collected.month)}.`
      : '';
  return `Bar chart of principal disbursed and repayments collected per month, ${span(months)}: ${total} in all.${peaks}`;
}

/** The line chart in a sentence: where PAR30 started, ended and peaked. */
export function parSummary(months: MonthFigures[]): string {
  const known = months.filter((m) => m.par30Percent !== null);
  const first = known[0];
  const last = known.at(-1);
  if (!first || !last) return `Line chart of PAR30 per month, ${span(months)}: no loans were out yet.`;
  const peak = known.reduce(
    (best, m) => ((m.par30Percent ?? 0) > (best.par30Percent ?? 0) ? m : best),
    first,
  );
  return (
    `Line chart of PAR30 at each month’s end, ${span(months)}: ${formatPercent(first.par30Percent)} in ` +
    `${monthName(first.month)}, ${formatPercent(last.par30Percent)} in ${monthName(last.month)}, highest ` +
    `${formatPercent(peak.par30Percent)} in ${monthName(peak.month)}.`
  );
}

/** Money out and in per month, and how PAR30 moved: two charts and the table they come from. */
export function MonthsSection({ data, query }: { data: Statistics; query: string | null }) {
  const { months, period, product } = data;
  return (
    <section aria-labelledby="months-heading" className="space-y-4">
      <h2 id="months-heading" className="text-xl font-semibold text-slate-900">
        Month by month
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartPanel
          title="Disbursed and collected"
          summary={barsSummary(months)}
          height={CHART_HEIGHT}
          chart={<MonthBarsChart months={months} period={period} product={product} height={CHART_HEIGHT} />}
          table={<MonthBarsTable months={months} />}
        />
        <ChartPanel
          title="PAR30 at month end"
          summary={parSummary(months)}
          height={CHART_HEIGHT}
          chart={<ParTrendChart months={months} height={CHART_HEIGHT} />}
          table={<ParTrendTable months={months} />}
        />
      </div>
      <MonthTable months={months} period={period} product={product} />
      <CsvDownloadButton table="months" query={query} tableName="Month by month" />
    </section>
  );
}
