import type { LoanScheduleLine, LoanView } from '@kwacha/shared/loans/loan-view';
import type { ReactNode } from 'react';
import { formatAmount, formatDisplayDate } from '../../lib/loans/loan-format';

const headerCell = 'px-3 py-2 text-left font-semibold text-slate-700';
const cell = 'px-3 py-2 text-slate-900 whitespace-nowrap';
const statusCell = 'px-3 py-2 whitespace-nowrap';

/** The table scrolls sideways on narrow phones; being focusable lets keyboard users scroll it too. */
function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="mt-3 overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
    >
      {children}
    </section>
  );
}

/** docs/product.md §4.9: where an instalment stands, in words; nothing before the money went out. */
export function scheduleStatusText(line: Pick<LoanScheduleLine, 'status' | 'daysOverdue'>): string {
  switch (line.status) {
    case 'paid':
      return 'Paid';
    case 'part_paid':
      return 'Part paid';
    case 'due':
      return 'Due today';
    case 'overdue':
      return `Overdue (${line.daysOverdue === 1 ? '1 day' : `${line.daysOverdue ?? 0} days`})`;
    case 'upcoming':
      return 'Upcoming';
    default:
      return '';
  }
}

const STATUS_TONE: Record<NonNullable<LoanScheduleLine['status']>, string> = {
  paid: 'text-emerald-800',
  part_paid: 'text-sky-800',
  due: 'font-semibold text-amber-800',
  overdue: 'font-semibold text-red-800',
  upcoming: 'text-slate-700',
};

/**
 * The instalments, and where each stands from the ledger (paid, part paid, due today, overdue, upcoming).
 * A loan whose money never went out has no standing: the Status column is left out.
 */
export function RepaymentSchedule({ schedule }: { schedule: LoanView['schedule'] }) {
  const hasStatus = schedule.some((line) => line.status !== null);
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="repayment-schedule-heading" className="text-xl font-semibold text-slate-900">
        Repayment Schedule
      </h2>
      {schedule.length === 0 ? (
        <p className="mt-3 text-slate-700">No schedule yet.</p>
      ) : (
        <ScrollRegion labelledBy="repayment-schedule-heading">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead>
              <tr>
                <th scope="col" className={headerCell}>
                  No.
                </th>
                <th scope="col" className={headerCell}>
                  Due Date
                </th>
                <th scope="col" className={headerCell}>
                  Instalment
                </th>
                <th scope="col" className={headerCell}>
                  Principal
                </th>
                <th scope="col" className={headerCell}>
                  Interest
                </th>
                <th scope="col" className={headerCell}>
                  Balance
                </th>
                {hasStatus ? (
                  <th scope="col" className={headerCell}>
                    Status
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {schedule.map((line) => (
                <tr key={line.number}>
                  <th scope="row" className={`${cell} font-medium`}>
                    {line.number}
                  </th>
                  <td className={cell}>{formatDisplayDate(line.dueDate)}</td>
                  <td className={cell}>{formatAmount(line.instalment)}</td>
                  <td className={cell}>{formatAmount(line.principal)}</td>
                  <td className={cell}>{formatAmount(line.interest)}</td>
                  <td className={cell}>{formatAmount(line.balanceAfter)}</td>
                  {hasStatus ? (
                    <td className={`${statusCell} ${line.status ? STATUS_TONE[line.status] : ''}`}>
                      {scheduleStatusText(line)}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
