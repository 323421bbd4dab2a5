import type { REJECT_REASONS } from '@kwacha/shared/staff/credit-reporting';
import { useEffect, useRef } from 'react';
import { EmptyResults } from '../../../../components/ui/empty-results';
import { QueryStates } from '../../../../components/ui/query-states';
import {
  captionClass,
  headClass,
  rowHeadClass,
  ScrollingTable,
  tableClass,
} from '../../../../components/ui/scrolling-table';
import { formatMonth } from '../../../../lib/format-date';
import { AUTH_FAILED_MESSAGE } from '../../../../lib/load-error-message';
import { useAuthFailureToast } from '../../../../lib/session/use-sign-out-on-auth-failure';
import { useRejectsQuery } from '../api/submissions';

export const REJECTS_FAILED_MESSAGE = 'Failed to load the rejects. Please try again.';
export const NO_REJECTS = 'Nothing was left out of this file.';

/** The words staff read for each reason code (docs/product.md §25.3). */
export const REASON_LABELS: Readonly<Record<(typeof REJECT_REASONS)[number], string>> = {
  name_missing: 'Name missing',
  nrc_invalid: 'NRC not valid',
  date_of_birth_invalid: 'Date of birth not valid',
  date_invalid: 'Date out of order',
  amount_invalid: 'Amount out of range',
  balance_mismatch: 'Balance differs from the ledger',
  notice_period: 'Held: notice period',
};

/** One file's rejects, each loan with its reason; the heading takes the focus when a file is chosen. */
export function RejectsSection({ id, month }: { id: string; month: string }) {
  const rejects = useRejectsQuery(id, { onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section aria-labelledby="rejects-heading" className="space-y-4">
      <h2
        id="rejects-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold text-slate-900"
      >
        Rejects of {formatMonth(month).long}
      </h2>
      <QueryStates
        skeletonHeight="h-32"
        query={rejects}
        failedMessage={REJECTS_FAILED_MESSAGE}
        loadingText="Loading the rejects…"
      >
        {(rows) =>
          rows.length === 0 ? (
            <EmptyResults emptyMessage={NO_REJECTS} />
          ) : (
            <ScrollingTable label="Rejects table">
              <table className={tableClass}>
                <caption className={captionClass}>Records left out of the file, with why</caption>
                <thead>
                  <tr>
                    {['Loan', 'Reason', 'Message'].map((header) => (
                      <th key={header} scope="col" className={headClass}>
                        {header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={`${row.loanId}-${row.reasonCode}`}>
                      <th scope="row" className={`${rowHeadClass} font-mono text-xs`}>
                        {row.loanId}
                      </th>
                      <td className={`${rowHeadClass} font-normal`}>{REASON_LABELS[row.reasonCode]}</td>
                      <td className={`${rowHeadClass} whitespace-normal font-normal`}>{row.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollingTable>
          )
        }
      </QueryStates>
    </section>
  );
}
