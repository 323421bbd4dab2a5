import type { CollectionFigures, StatisticsTable } from '@kwacha/shared/staff/statistics';
import type { ReactNode } from 'react';
import {
  captionClass,
  cellClass,
  headClass,
  ScrollingTable,
  stickyRowHeadClass,
  subClass,
  tableClass,
} from '../../../../components/ui/scrolling-table';
import { formatMonth } from '../../../../lib/format-date';
import { countOf, formatAmount, formatCount, formatPercent } from '../statistics-format';
import { CsvDownloadButton } from './csv-download-button';

export const NO_ROLLS_MESSAGE =
  'No figures for this period yet — roll and cure rates are worked out at each month’s end.';
export const NO_PROMISES_MESSAGE = 'No figures for this period yet — no promise to pay was decided in it.';
export const NO_COLLECTORS_MESSAGE =
  'No figures for this period yet — no repayment came in on a loan assigned to a collector.';
export const ASSIGNMENT_NOTE =
  'Repayments count for the collector the loan was assigned to when the figures for the payment’s day were worked out (within a day); a later reassignment does not move them.';

const month = (m: string) => formatMonth(m).long;

interface Column {
  label: string;
  /** Figures line up on the right; the first column names the row. */
  text?: boolean;
}

/** One table of the section: its CSV, or why it is empty. */
function CollectionsTable(props: {
  title: string;
  table: StatisticsTable;
  query: string | null;
  columns: Column[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
  note?: string;
}) {
  return (
    <div className="min-w-0 space-y-3">
      {props.rows.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6">
          <h3 className="text-base font-semibold text-slate-900">{props.title}</h3>
          <p className="mt-1 text-sm text-slate-700">{props.empty}</p>
        </div>
      ) : (
        <>
          <ScrollingTable label={props.title}>
            <table className={tableClass}>
              <caption className={captionClass}>{props.title}</caption>
              <thead>
                <tr>
                  {props.columns.map((c) => (
                    <th key={c.label} scope="col" className={c.text ? headClass : `${headClass} text-right`}>
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {props.rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row" className={stickyRowHeadClass}>
                      {row.cells[0]}
                    </th>
                    {row.cells.slice(1).map((cell, i) => (
                      <td key={props.columns[i + 1]?.label} className={cellClass}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
          {props.note ? <p className="text-sm text-slate-600">{props.note}</p> : null}
          <CsvDownloadButton table={props.table} query={props.query} tableName={props.title} />
        </>
      )}
    </div>
  );
}

/**
 * Roll rates, cure rate, promises kept and collected per collector (docs/product.md §14.3). The roll
 * table shows each bucket's roll-forward rate per month; the full from → to table is in its CSV.
 */
export function CollectionsSection({ data, query }: { data: CollectionFigures; query: string | null }) {
  const promised = data.promises.filter((p) => p.kept + p.broken > 0);
  return (
    <section aria-labelledby="collections-heading" className="space-y-4">
      <h2 id="collections-heading" className="text-xl font-semibold text-slate-900">
        Collections
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <CollectionsTable
          title="Roll rates"
          table="rolls"
          query={query}
          empty={NO_ROLLS_MESSAGE}
          columns={[{ label: 'Month', text: true }, ...data.buckets.map((label) => ({ label }))]}
          rows={data.rolls.map((r) => ({
            key: r.month,
            cells: [
              month(r.month),
              ...r.rows.map((row) => (
                <>
                  {formatPercent(row.rollForwardPercent)}
                  <span className={subClass}>
                    {formatCount(row.rolledForward)} of {countOf(row.loans, 'loan', 'loans')}
                  </span>
                </>
              )),
            ],
          }))}
          note="Of the loans in each bucket at the previous month’s end, the share in a worse bucket or written off at this month’s end."
        />
        <CollectionsTable
          title="Cure rate"
          table="cures"
          query={query}
          empty={NO_ROLLS_MESSAGE}
          columns={[{ label: 'Month', text: true }, { label: 'Past due' }, { label: 'Cured' }]}
          rows={data.cures.map((c) => ({
            key: c.month,
            cells: [
              month(c.month),
              countOf(c.pastDue, 'loan', 'loans'),
              <>
                {formatPercent(c.ratePercent)}
                <span className={subClass}>
                  {formatCount(c.current)} current, {formatCount(c.paid)} paid off
                </span>
              </>,
            ],
          }))}
          note="Of the loans past due at the previous month’s end, the share current or paid off at this month’s end."
        />
        <CollectionsTable
          title="Promises to pay"
          table="promises"
          query={query}
          empty={NO_PROMISES_MESSAGE}
          columns={[
            { label: 'Month', text: true },
            { label: 'Kept' },
            { label: 'Broken' },
            { label: 'Kept rate' },
          ]}
          rows={promised.map((p) => ({
            key: p.month,
            cells: [
              month(p.month),
              formatCount(p.kept),
              formatCount(p.broken),
              formatPercent(p.keptRatePercent),
            ],
          }))}
        />
        <CollectionsTable
          title="Collected per collector"
          table="collectors"
          query={query}
          empty={NO_COLLECTORS_MESSAGE}
          columns={[{ label: 'Collector', text: true }, { label: 'Collected' }]}
          rows={data.collectors.map((c) => ({
            key: c.collectorId,
            cells: [
              c.name,
              <>
                {formatAmount(c.amount)}
                <span className={subClass}>{countOf(c.count, 'payment', 'payments')}</span>
              </>,
            ],
          }))}
          note={ASSIGNMENT_NOTE}
        />
      </div>
    </section>
  );
}
