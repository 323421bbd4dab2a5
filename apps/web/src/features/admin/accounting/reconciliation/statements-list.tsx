import { PROVIDER_LABELS, type StatementSummary } from '@kwacha/shared/staff/reconciliation';
import { ShowMoreButton } from '../../../../components/staff-list/card-list';
import { Button } from '../../../../components/ui/button';
import { QueryStates } from '../../../../components/ui/query-states';
import {
  captionClass,
  cellClass,
  headClass,
  rowHeadClass,
  ScrollingTable,
  tableClass,
} from '../../../../components/ui/scrolling-table';
import { formatDateTime, formatDisplayDate } from '../../../../lib/format-date';
import { AUTH_FAILED_MESSAGE } from '../../../../lib/load-error-message';
import { formatAmount } from '../../../../lib/loans/loan-format';
import { useAuthFailureToast } from '../../../../lib/session/use-sign-out-on-auth-failure';
import { type Column, HeaderCells } from './header-cells';
import { useStatementsQuery } from './reconciliation-api';

const STATEMENT_COLUMNS: readonly Column[] = [
  ['Provider and days', false],
  ['Uploaded', false],
  ['Lines', true],
  ['Matched', true],
  ['Only theirs', true],
  ['Only ours', true],
  ['To resolve', true],
];

export const STATEMENTS_FAILED_MESSAGE = 'Failed to load the statements. Please try again.';
export const NO_STATEMENTS = 'No statement has been uploaded yet.';

interface StatementsListProps {
  openId: string | null;
  onOpen: (statementId: string) => void;
}

/** The statements uploaded, newest first, each with what matching found; one opens below. */
export function StatementsList({ openId, onOpen }: StatementsListProps) {
  const statements = useStatementsQuery({ onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  return (
    <QueryStates
      query={statements}
      failedMessage={STATEMENTS_FAILED_MESSAGE}
      loadingText="Loading the statements…"
      skeletonHeight="h-32"
    >
      {(data) => {
        const items = data.pages.flatMap((page) => page.items);
        if (items.length === 0) {
          return (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-3 text-slate-700">
              {NO_STATEMENTS}
            </p>
          );
        }
        return (
          <>
            <ScrollingTable label="Statements uploaded">
              <table className={tableClass}>
                <caption className={captionClass}>Statements uploaded</caption>
                <thead>
                  <tr>
                    <HeaderCells columns={STATEMENT_COLUMNS} />
                    <th scope="col" className={headClass}>
                      <span className="sr-only">Open</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((statement) => (
                    <StatementRow
                      key={statement.id}
                      statement={statement}
                      open={statement.id === openId}
                      onOpen={onOpen}
                    />
                  ))}
                </tbody>
              </table>
            </ScrollingTable>
            <ShowMoreButton query={statements}>Show more statements</ShowMoreButton>
          </>
        );
      }}
    </QueryStates>
  );
}

function StatementRow({
  statement,
  open,
  onOpen,
}: {
  statement: StatementSummary;
  open: boolean;
  onOpen: (id: string) => void;
}) {
  const name = `${PROVIDER_LABELS[statement.provider]}, ${formatDisplayDate(statement.firstDay)} to ${formatDisplayDate(statement.lastDay)}`;
  return (
    <tr aria-current={open ? 'true' : undefined} className={open ? 'bg-emerald-50' : undefined}>
      <th scope="row" className={rowHeadClass}>
        {name}
        <span className="block text-xs font-normal text-slate-600">
          {statement.fileName} · in {formatAmount(statement.totalIn)} · out {formatAmount(statement.totalOut)}
        </span>
      </th>
      <td className={`${cellClass} text-left`}>
        {formatDateTime(statement.uploadedAt)}
        <span className="block text-xs text-slate-600">{statement.uploadedBy.name}</span>
      </td>
      <td className={cellClass}>{statement.lineCount}</td>
      <td className={cellClass}>{statement.counts.matched}</td>
      <td className={cellClass}>{statement.counts.only_theirs}</td>
      <td className={cellClass}>{statement.counts.only_ours}</td>
      <td className={cellClass}>{statement.unresolved}</td>
      <td className={cellClass}>
        <Button variant="secondary" onClick={() => onOpen(statement.id)} aria-label={`Open ${name}`}>
          Open
        </Button>
      </td>
    </tr>
  );
}
