import type { LoanStatus } from '@kwacha/shared/loans/loan-status';
import { Suspense } from 'react';
import {
  captionClass,
  cellClass,
  headClass,
  rowHeadClass,
  tableClass,
} from '../../../../components/ui/scrolling-table';
import { LOAN_STATUS_LABELS } from '../../../../lib/loans/loan-format';
import { statusHref } from '../drill-down-links';
import { countOf, formatCount } from '../statistics-format';
import { ChartPlaceholder } from './chart-panel';
import { StatusMixChart } from './charts/lazy-charts';
import { STATUS_ROW_HEIGHT } from './charts/status-mix-height';
import { FigureLink } from './figure-link';

interface StatusMixProps {
  byStatus: { status: LoanStatus; count: number }[];
  product: string | null;
}

/** In words, for the chart's accessible name: 'active 30, overdue 12, …'. */
export function statusSummary(byStatus: StatusMixProps['byStatus']): string {
  if (byStatus.length === 0) return 'Bar chart of applications by status: there are no applications yet.';
  const total = byStatus.reduce((sum, s) => sum + s.count, 0);
  const parts = byStatus.map((s) => `${LOAN_STATUS_LABELS[s.status]} ${formatCount(s.count)}`);
  return `Bar chart of the ${countOf(total, 'application', 'applications')} by status now: ${parts.join(', ')}.`;
}

/**
 * Every application's status now (not only the period's), as bars and, beside them, as the table the
 * bars draw: the table is always shown, as each status opens the list's tab.
 */
export function StatusMix({ byStatus, product }: StatusMixProps) {
  const height = Math.max(byStatus.length, 1) * STATUS_ROW_HEIGHT + 8;
  return (
    <section
      aria-labelledby="status-mix-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id="status-mix-heading" className="text-lg font-semibold text-slate-900">
        Applications by status <span className="text-base font-normal text-slate-600">now</span>
      </h3>
      <div className="mt-3 grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start">
        <div role="img" aria-label={statusSummary(byStatus)} className="w-full" style={{ height }}>
          <Suspense fallback={<ChartPlaceholder height={height} />}>
            <StatusMixChart byStatus={byStatus} product={product} height={height} />
          </Suspense>
        </div>
        <table className={tableClass}>
          <caption className={`${captionClass} sr-only`}>Applications by status now</caption>
          <thead>
            <tr>
              <th scope="col" className={headClass}>
                Status
              </th>
              <th scope="col" className={`${headClass} text-right`}>
                Applications
              </th>
            </tr>
          </thead>
          <tbody>
            {byStatus.map(({ status, count }) => (
              <tr key={status}>
                <th scope="row" className={rowHeadClass}>
                  {LOAN_STATUS_LABELS[status]}
                </th>
                <td className={cellClass}>
                  <FigureLink
                    to={statusHref(status, product)}
                    opens={`open the ${LOAN_STATUS_LABELS[status]} tab of the loan list`}
                  >
                    {formatCount(count)}
                  </FigureLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
