import type { ClosedPeriod } from '@kwacha/shared/staff/accounting';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { QueryStates } from '../../../../components/ui/query-states';
import {
  captionClass,
  headClass,
  rowHeadClass,
  ScrollingTable,
  tableClass,
} from '../../../../components/ui/scrolling-table';
import { formatDateTime, formatMonth } from '../../../../lib/format-date';
import { AUTH_FAILED_MESSAGE } from '../../../../lib/load-error-message';
import { useAuthFailureToast } from '../../../../lib/session/use-sign-out-on-auth-failure';
import { usePeriodsQuery } from '../api/periods';
import { ClosePeriodDialog } from './close-period-dialog';

export const PERIODS_FAILED_MESSAGE = 'Failed to load the closed months. Please try again.';
export const NO_CLOSED_MONTHS = 'No month has been closed yet.';

/** The months closed, and for a superuser a way to close the next one. */
export function PeriodsSection({ canClose }: { canClose: boolean }) {
  const periods = usePeriodsQuery({ onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  const [closing, setClosing] = useState<string | null>(null);

  return (
    <section aria-labelledby="periods-heading" className="space-y-4">
      <h2 id="periods-heading" className="text-2xl font-semibold text-slate-900">
        Closed months
      </h2>
      <p className="text-slate-700">
        Nothing can post with a date inside a closed month; months close in order, once they have ended.
      </p>
      <QueryStates
        query={periods}
        failedMessage={PERIODS_FAILED_MESSAGE}
        loadingText="Loading the closed months…"
        skeletonHeight="h-32"
      >
        {(data) => (
          <>
            {canClose && data.closable ? (
              <Button onClick={() => setClosing(data.closable)}>
                Close {formatMonth(data.closable).long}
              </Button>
            ) : null}
            {data.closed.length > 0 ? (
              <ClosedTable closed={data.closed} />
            ) : (
              <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-3 text-slate-700">
                {NO_CLOSED_MONTHS}
              </p>
            )}
          </>
        )}
      </QueryStates>
      {closing ? <ClosePeriodDialog month={closing} onClose={() => setClosing(null)} /> : null}
    </section>
  );
}

function ClosedTable({ closed }: { closed: ClosedPeriod[] }) {
  return (
    <ScrollingTable label="Closed months table">
      <table className={tableClass}>
        <caption className={captionClass}>Closed months, newest first</caption>
        <thead>
          <tr>
            {['Month', 'Closed', 'By'].map((header) => (
              <th key={header} scope="col" className={headClass}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {closed.map((period) => (
            <tr key={period.month}>
              <th scope="row" className={rowHeadClass}>
                {formatMonth(period.month).long}
              </th>
              <td className={`${rowHeadClass} font-normal`}>
                <time dateTime={period.closedAt}>{formatDateTime(period.closedAt)}</time>
              </td>
              <td className={`${rowHeadClass} font-normal`}>{period.closedBy.name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}
