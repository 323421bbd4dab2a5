import type { LoanScheduleLine, LoanView } from '@kwacha/shared/loans/loan-view';
import type { ReactNode } from 'react';
import { type FormatMessage, useFormatMessage } from '../../lib/i18n/use-format-message';
import { useT } from '../../lib/i18n/use-t';
import { formatAmount, formatDisplayDate } from '../../lib/loans/loan-format';
import { scheduleMessages as messages } from './repayment-schedule.messages';

const headerCell = 'px-3 py-2 text-left font-semibold text-slate-700';
const cell = 'px-3 py-2 text-slate-900 whitespace-nowrap';
const statusCell = 'px-3 py-2 whitespace-nowrap';

/**
 * The table, from sm up; it scrolls sideways if it still does not fit, and being focusable lets keyboard
 * users scroll it too. Phones get the stacked list instead (ScheduleCards).
 */
function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="mt-3 hidden overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 sm:block"
    >
      {children}
    </section>
  );
}

/** docs/product.md §4.9: where an instalment stands, in words; nothing before the money went out. */
export function scheduleStatusText(
  line: Pick<LoanScheduleLine, 'status' | 'daysOverdue' | 'interestWaived'>,
  format: FormatMessage,
): string {
  switch (line.status) {
    case 'paid':
      return format(messages.paid);
    case 'part_paid':
      return format(messages.partPaid);
    case 'due':
      return format(messages.due);
    case 'overdue':
      return format(messages.overdue, { days: line.daysOverdue ?? 0 });
    case 'upcoming':
      return format(messages.upcoming);
    case 'closed_early':
      return format(messages.closedEarly, { amount: formatAmount(line.interestWaived ?? 0) });
    case 'restructured':
      return format(messages.restructured);
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
  closed_early: 'text-teal-800',
  restructured: 'text-slate-700',
};

/** One labelled value of an instalment's card. */
function CardValue({ label, children, tone = '' }: { label: string; children: ReactNode; tone?: string }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className={`font-medium text-slate-900 ${tone}`}>{children}</dd>
    </div>
  );
}

/**
 * Below sm, each instalment is a card of labelled values: at 360 px the table showed only its first
 * three columns, with no hint that Principal, Interest, Balance and Status were off to the side. Only
 * one of the list and the table is ever displayed, so a screen reader reads the schedule once.
 */
function ScheduleCards({
  schedule,
  labelledBy,
  hasStatus,
}: {
  schedule: LoanView['schedule'];
  labelledBy: string;
  hasStatus: boolean;
}) {
  const t = useT();
  const format = useFormatMessage();
  return (
    <ol aria-labelledby={labelledBy} className="mt-3 space-y-3 sm:hidden">
      {schedule.map((line) => (
        <li key={line.number} className="rounded-xl border border-slate-200 p-3">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <CardValue label={t(messages.number)}>{line.number}</CardValue>
            <CardValue label={t(messages.dueDate)}>{formatDisplayDate(line.dueDate)}</CardValue>
            <CardValue label={t(messages.instalment)}>{formatAmount(line.instalment)}</CardValue>
            <CardValue label={t(messages.principal)}>{formatAmount(line.principal)}</CardValue>
            <CardValue label={t(messages.interest)}>{formatAmount(line.interest)}</CardValue>
            <CardValue label={t(messages.balance)}>{formatAmount(line.balanceAfter)}</CardValue>
            {hasStatus ? (
              <CardValue label={t(messages.status)} tone={line.status ? STATUS_TONE[line.status] : ''}>
                {scheduleStatusText(line, format)}
              </CardValue>
            ) : null}
          </dl>
        </li>
      ))}
    </ol>
  );
}

/**
 * The instalments, and where each stands from the ledger (paid, part paid, due today, overdue, upcoming).
 * A loan whose money never went out has no standing: the Status column is left out.
 */
export function RepaymentSchedule({
  schedule,
  title,
  note,
}: {
  schedule: LoanView['schedule'];
  /** Staff name a loan's schedule before payout "Planned …" (English, as staff screens are). */
  title?: string;
  note?: string;
}) {
  const t = useT();
  const format = useFormatMessage();
  const hasStatus = schedule.some((line) => line.status !== null);
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="repayment-schedule-heading" className="text-xl font-semibold text-slate-900">
        {title ?? t(messages.heading)}
      </h2>
      {note ? <p className="mt-1 text-sm text-slate-600">{note}</p> : null}
      {schedule.length === 0 ? (
        <p className="mt-3 text-slate-700">{t(messages.empty)}</p>
      ) : (
        <>
          <ScheduleCards schedule={schedule} labelledBy="repayment-schedule-heading" hasStatus={hasStatus} />
          <ScrollRegion labelledBy="repayment-schedule-heading">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <thead>
                <tr>
                  <th scope="col" className={headerCell}>
                    {t(messages.number)}
                  </th>
                  <th scope="col" className={headerCell}>
                    {t(messages.dueDate)}
                  </th>
                  <th scope="col" className={headerCell}>
                    {t(messages.instalment)}
                  </th>
                  <th scope="col" className={headerCell}>
                    {t(messages.principal)}
                  </th>
                  <th scope="col" className={headerCell}>
                    {t(messages.interest)}
                  </th>
                  <th scope="col" className={headerCell}>
                    {t(messages.balance)}
                  </th>
                  {hasStatus ? (
                    <th scope="col" className={headerCell}>
                      {t(messages.status)}
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
                        {scheduleStatusText(line, format)}
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
    </div>
  );
}
