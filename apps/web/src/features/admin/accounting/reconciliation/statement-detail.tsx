import {
  type DailyTotal,
  type StatementDetail as Detail,
  PROVIDER_LABELS,
  type ReconciliationAction,
  type StatementLine,
} from '@kwacha/shared/staff/reconciliation';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { QueryStates } from '../../../../components/ui/query-states';
import {
  captionClass,
  cellClass,
  rowHeadClass,
  ScrollingTable,
  tableClass,
} from '../../../../components/ui/scrolling-table';
import { formatDateTime, formatDisplayDate } from '../../../../lib/format-date';
import { AUTH_FAILED_MESSAGE } from '../../../../lib/load-error-message';
import { formatAmount } from '../../../../lib/loans/loan-format';
import { useAuthFailureToast } from '../../../../lib/session/use-sign-out-on-auth-failure';
import { type Column, HeaderCells } from './header-cells';
import { useStatementQuery } from './reconciliation-api';
import { ACTION_LABELS, RESOLUTION_LABELS, RESULT_LABELS, RESULT_ORDER } from './reconciliation-texts';
import { ResolveLineForm } from './resolve-line-form';

export const STATEMENT_FAILED_MESSAGE = 'Failed to load the statement. Please try again.';

/** One statement: whether each day ties, then every line by what matching found, with what staff did. */
export function StatementDetail({ id, canAct }: { id: string; canAct: boolean }) {
  const statement = useStatementQuery(id, { onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  return (
    <QueryStates
      query={statement}
      failedMessage={STATEMENT_FAILED_MESSAGE}
      loadingText="Loading the statement…"
      skeletonHeight="h-64"
    >
      {(data) => <StatementView statement={data} canAct={canAct} />}
    </QueryStates>
  );
}

function StatementView({ statement, canAct }: { statement: Detail; canAct: boolean }) {
  const lines = [...statement.lines].sort(
    (a, b) => RESULT_ORDER.indexOf(a.result) - RESULT_ORDER.indexOf(b.result),
  );
  const title = `${PROVIDER_LABELS[statement.provider]} statement, ${formatDisplayDate(statement.firstDay)} to ${formatDisplayDate(statement.lastDay)}`;
  return (
    <article aria-label={title} className="space-y-4 rounded-xl border border-slate-300 bg-slate-50 p-4">
      <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
      <p className="text-slate-700">
        {statement.lineCount} lines: {statement.counts.matched} matched, {statement.counts.only_theirs} only
        theirs, {statement.counts.only_ours} only ours, {statement.counts.amount_differs} with another amount.{' '}
        {statement.unresolved === 0 ? 'Nothing is left to resolve.' : `${statement.unresolved} to resolve.`}
        {statement.alreadyReconciled > 0
          ? ` ${statement.alreadyReconciled} lines were in an earlier statement and are not counted again.`
          : ''}
      </p>
      <DailyTotalsTable days={statement.dailyTotals} />
      <LinesTable lines={lines} canAct={canAct} />
    </article>
  );
}

const DAY_COLUMNS: readonly Column[] = [
  ['Day', false],
  ['In, theirs', true],
  ['In, ours', true],
  ['Out, theirs', true],
  ['Out, ours', true],
  ['Ties', false],
];
const LINE_COLUMNS: readonly Column[] = [
  ['Line', false],
  ['Result', false],
  ['Reference', false],
  ['Amount', true],
  ['When', false],
  ['Ours', false],
  ['Resolution', false],
];

function DailyTotalsTable({ days }: { days: DailyTotal[] }) {
  return (
    <ScrollingTable label="Daily totals">
      <table className={tableClass}>
        <caption className={captionClass}>Daily totals: theirs against our clearing accounts</caption>
        <thead>
          <tr>
            <HeaderCells columns={DAY_COLUMNS} />
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row" className={rowHeadClass}>
                {formatDisplayDate(day.day)}
              </th>
              <td className={cellClass}>{formatAmount(day.theirIn)}</td>
              <td className={cellClass}>{formatAmount(day.ourIn)}</td>
              <td className={cellClass}>{formatAmount(day.theirOut)}</td>
              <td className={cellClass}>{formatAmount(day.ourOut)}</td>
              <td className={`${cellClass} text-left`}>
                {day.tied
                  ? 'Yes'
                  : `No: in ${formatAmount(day.differenceIn)}, out ${formatAmount(day.differenceOut)}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

function LinesTable({ lines, canAct }: { lines: StatementLine[]; canAct: boolean }) {
  return (
    <ScrollingTable label="Lines">
      <table className={tableClass}>
        <caption className={captionClass}>Lines, what waits for staff first</caption>
        <thead>
          <tr>
            <HeaderCells columns={LINE_COLUMNS} />
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <LineRow key={line.id} line={line} canAct={canAct} />
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

function LineRow({ line, canAct }: { line: StatementLine; canAct: boolean }) {
  const [acting, setActing] = useState<ReconciliationAction | null>(null);
  const reference = line.reference ?? line.providerTransactionId ?? '—';
  // Unique in the table, so each action button says which line it acts on.
  const name = line.lineNumber === null ? `Ours, ${reference}` : `Line ${line.lineNumber}`;
  return (
    <>
      <tr>
        <th scope="row" className={rowHeadClass}>
          {name}
        </th>
        <td className={`${cellClass} text-left`}>{RESULT_LABELS[line.result]}</td>
        <td className={`${cellClass} text-left`}>
          {reference}
          {line.providerTransactionId && line.reference ? (
            <span className="block text-xs text-slate-600">Theirs: {line.providerTransactionId}</span>
          ) : null}
        </td>
        <td className={cellClass}>
          {line.direction === 'in' ? 'In ' : 'Out '}
          {formatAmount(line.amount)}
        </td>
        <td className={`${cellClass} text-left`}>{formatDateTime(line.at)}</td>
        <td className={`${cellClass} text-left`}>
          {line.transaction
            ? `${line.transaction.reference}: ${line.transaction.status}, ${formatAmount(line.transaction.amount)}`
            : 'None'}
        </td>
        <td className={`${cellClass} text-left`}>
          {line.resolution ? (
            <>
              {RESOLUTION_LABELS[line.resolution.resolution]} by {line.resolution.resolvedBy.name}
              {line.resolution.note ? (
                <span className="block max-w-xs whitespace-normal text-xs text-slate-600">
                  {line.resolution.note}
                </span>
              ) : null}
            </>
          ) : canAct && line.allowedActions.length > 0 ? (
            <div className="flex flex-wrap gap-2">
              {line.allowedActions.map((action) => (
                <Button
                  key={action}
                  variant="secondary"
                  onClick={() => setActing(action)}
                  aria-label={`${ACTION_LABELS[action]}: ${name}`}
                  aria-expanded={acting === action}
                >
                  {ACTION_LABELS[action]}
                </Button>
              ))}
            </div>
          ) : line.allowedActions.length > 0 ? (
            'To resolve'
          ) : (
            '—'
          )}
        </td>
      </tr>
      {acting ? (
        <tr>
          <td colSpan={7} className="px-3 pb-3 sm:px-4">
            <ResolveLineForm line={line} name={name} action={acting} onDone={() => setActing(null)} />
          </td>
        </tr>
      ) : null}
    </>
  );
}
