import type { MonthFigures } from '@kwacha/shared/staff/statistics';
import {
  captionClass,
  cellClass,
  headClass,
  rowHeadClass,
  ScrollingTable,
  stickyRowHeadClass,
  subClass,
  tableClass,
} from '../../../../components/ui/scrolling-table';
import { formatMonth } from '../../../../lib/format-date';
import { collectedHref, type DayRange, disbursedHref, dueHref, monthDays } from '../drill-down-links';
import { countOf, formatAmount, formatCount, formatPercent } from '../statistics-format';
import { FigureLink } from './figure-link';

const monthName = (month: string) => formatMonth(month).long;

/** The bar chart's numbers: what went out and came in each month. */
export function MonthBarsTable({ months }: { months: MonthFigures[] }) {
  return (
    <table className={tableClass}>
      <caption className={captionClass}>Disbursed and collected per month</caption>
      <thead>
        <tr>
          <th scope="col" className={headClass}>
            Month
          </th>
          <th scope="col" className={`${headClass} text-right`}>
            Disbursed
          </th>
          <th scope="col" className={`${headClass} text-right`}>
            Loans disbursed
          </th>
          <th scope="col" className={`${headClass} text-right`}>
            Collected
          </th>
          <th scope="col" className={`${headClass} text-right`}>
            Payments collected
          </th>
        </tr>
      </thead>
      <tbody>
        {months.map((m) => (
          <tr key={m.month}>
            <th scope="row" className={rowHeadClass}>
              {monthName(m.month)}
            </th>
            <td className={cellClass}>{formatAmount(m.disbursedAmount)}</td>
            <td className={cellClass}>{formatCount(m.disbursedCount)}</td>
            <td className={cellClass}>{formatAmount(m.collectedAmount)}</td>
            <td className={cellClass}>{formatCount(m.collectedCount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The line chart's numbers: PAR30 at each month's end. */
export function ParTrendTable({ months }: { months: MonthFigures[] }) {
  return (
    <table className={tableClass}>
      <caption className={captionClass}>PAR30 at each month’s end</caption>
      <thead>
        <tr>
          <th scope="col" className={headClass}>
            Month
          </th>
          <th scope="col" className={`${headClass} text-right`}>
            PAR30
          </th>
        </tr>
      </thead>
      <tbody>
        {months.map((m) => (
          <tr key={m.month}>
            <th scope="row" className={rowHeadClass}>
              {monthName(m.month)}
            </th>
            <td className={cellClass}>{formatPercent(m.par30Percent)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface MonthTableProps {
  months: MonthFigures[];
  period: DayRange;
  product: string | null;
}

/** Every month of the period, each amount opening the loans behind it (the month's days in the period). */
export function MonthTable({ months, period, product }: MonthTableProps) {
  return (
    <ScrollingTable label="Month by month">
      <table className={tableClass}>
        <caption className={captionClass}>Month by month</caption>
        <thead>
          <tr>
            <th scope="col" className={headClass}>
              Month
            </th>
            <th scope="col" className={`${headClass} text-right`}>
              Disbursed
            </th>
            <th scope="col" className={`${headClass} text-right`}>
              Collected
            </th>
            <th scope="col" className={`${headClass} text-right`}>
              Due
            </th>
            <th scope="col" className={`${headClass} text-right`}>
              Written off
            </th>
            <th scope="col" className={`${headClass} text-right`}>
              Recovered
            </th>
            <th scope="col" className={`${headClass} text-right`}>
              PAR30 at month end
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => {
            const days = monthDays(m.month, period);
            const name = monthName(m.month);
            const loans = countOf(m.disbursedCount, 'loan', 'loans');
            return (
              <tr key={m.month}>
                <th scope="row" className={stickyRowHeadClass}>
                  {name}
                </th>
                <td className={cellClass}>
                  <FigureLink
                    to={disbursedHref(days, product)}
                    opens={`open the ${loans} disbursed in ${name}`}
                  >
                    {formatAmount(m.disbursedAmount)}
                  </FigureLink>
                  <span className={subClass}>{loans}</span>
                </td>
                <td className={cellClass}>
                  <FigureLink to={collectedHref(days, product)} opens={`open the loans that paid in ${name}`}>
                    {formatAmount(m.collectedAmount)}
                  </FigureLink>
                  <span className={subClass}>{countOf(m.collectedCount, 'payment', 'payments')}</span>
                </td>
                <td className={cellClass}>
                  <FigureLink
                    to={dueHref(days, product)}
                    opens={`open the loans with instalments due in ${name}`}
                  >
                    {formatAmount(m.dueAmount)}
                  </FigureLink>
                </td>
                <td className={cellClass}>{formatAmount(m.writtenOffAmount)}</td>
                <td className={cellClass}>{formatAmount(m.recoveredAmount)}</td>
                <td className={cellClass}>{formatPercent(m.par30Percent)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollingTable>
  );
}
