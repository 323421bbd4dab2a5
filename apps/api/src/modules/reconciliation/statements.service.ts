import type { Executor, StatementDayTotal } from '@kwacha/db';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import { addCalendarDays } from '@kwacha/shared/staff/business-date';
import {
  type DailyTotal,
  RECONCILIATION_PROVIDERS,
  RECONCILIATION_RESULTS,
  type ReconciliationResult,
  type StatementDetail,
  type StatementLine,
  type StatementList,
  type StatementListQuery,
  type StatementSummary,
} from '@kwacha/shared/staff/reconciliation';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor';
import { displayName } from '../users/display-name';
import { StatementNotFoundError } from './reconciliation.errors';
import {
  clearingMovementsByDay,
  findStatement,
  findStatementPage,
  linesOfStatement,
  resultCounts,
  type StatementLineRow,
  type StatementRow,
} from './reconciliation.repository';

const CURSOR_TAG = 'provider-statements:uploaded';

type Counts = Awaited<ReturnType<typeof resultCounts>>;

const providerOf = (name: string) => {
  const known = RECONCILIATION_PROVIDERS.find((p) => p === name);
  if (!known) throw new Error(`a statement of an unknown provider: ${name}`);
  return known;
};

function toSummary(row: StatementRow, counts: Counts): StatementSummary {
  const { statement } = row;
  const mine = counts.filter((c) => c.statementId === statement.id);
  const countOf = (result: ReconciliationResult) => mine.find((c) => c.result === result)?.count ?? 0;
  return {
    id: statement.id,
    provider: providerOf(statement.provider),
    fileName: statement.fileName,
    sha256: statement.sha256,
    firstDay: statement.firstDay,
    lastDay: statement.lastDay,
    uploadedAt: statement.uploadedAt.toISOString(),
    uploadedBy: { id: row.uploader.id, name: displayName(row.uploader) },
    lineCount: statement.lineCount,
    alreadyReconciled: statement.alreadyReconciled,
    totalIn: ngweeToKwacha(statement.totalIn),
    totalOut: ngweeToKwacha(statement.totalOut),
    counts: Object.fromEntries(
      RECONCILIATION_RESULTS.map((r) => [r, countOf(r)]),
    ) as StatementSummary['counts'],
    unresolved: mine.reduce((sum, c) => sum + c.unresolved, 0),
  };
}

/** What staff may do about a line now: nothing once resolved or when it matched. */
function allowedActions(row: StatementLineRow): StatementLine['allowedActions'] {
  const { line } = row;
  if (line.resolution || line.result === 'matched' || line.result === 'not_settled') return [];
  const flaggable =
    line.result === 'only_theirs' &&
    line.paymentId !== null &&
    (line.ourStatus === 'failed' || line.ourStatus === 'expired');
  return flaggable ? ['send_to_flagged_payments', 'investigated'] : ['investigated'];
}

export function statementLineView(row: StatementLineRow): StatementLine {
  const { line } = row;
  const ours = line.paymentId ? row.payment : line.disbursementId ? row.disbursement : null;
  return {
    id: line.id,
    lineNumber: line.lineNumber,
    providerTransactionId: line.providerTransactionId,
    reference: line.reference,
    direction: line.direction,
    amount: ngweeToKwacha(line.amount),
    at: line.occurredAt.toISOString(),
    day: line.day,
    result: line.result,
    transaction:
      ours?.reference && ours.amount !== null && ours.loanId
        ? {
            kind: line.paymentId ? 'payment' : 'disbursement',
            id: line.paymentId ?? line.disbursementId ?? '',
            reference: ours.reference,
            amount: ngweeToKwacha(ours.amount),
            status: line.ourStatus ?? '',
            loanId: ours.loanId,
          }
        : null,
    allowedActions: allowedActions(row),
    resolution:
      line.resolution && line.resolvedAt && row.resolver?.id
        ? {
            resolution: line.resolution,
            resolvedAt: line.resolvedAt.toISOString(),
            resolvedBy: { id: row.resolver.id, name: displayName(row.resolver) },
            note: line.resolutionNote,
          }
        : null,
  };
}

/**
 * Each day of the statement: their settled totals (the whole file's) against what our clearing accounts of
 * that provider moved that day, read from the journal now; tied when both directions agree to the ngwee.
 */
async function dailyTotals(
  db: Executor,
  provider: string,
  days: readonly StatementDayTotal[],
  from: string,
  to: string,
) {
  const ours = await clearingMovementsByDay(db, provider, from, to);
  const result: DailyTotal[] = [];
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) {
    const theirs = days.find((d) => d.day === day) ?? { in: 0, out: 0 };
    const mine = ours.find((d) => d.day === day);
    const ourIn = Number(mine?.in ?? 0);
    const ourOut = Number(mine?.out ?? 0);
    result.push({
      day,
      theirIn: ngweeToKwacha(theirs.in),
      ourIn: ngweeToKwacha(ourIn),
      differenceIn: ngweeToKwacha(theirs.in - ourIn),
      theirOut: ngweeToKwacha(theirs.out),
      ourOut: ngweeToKwacha(ourOut),
      differenceOut: ngweeToKwacha(theirs.out - ourOut),
      tied: theirs.in === ourIn && theirs.out === ourOut,
    });
  }
  return result;
}

/** GET /api/admin/reconciliation/statements/:id: the summary, every line by result, and each day's totals. */
export async function statementDetail(db: Executor, id: string): Promise<StatementDetail> {
  const row = await findStatement(db, id);
  if (!row) throw new StatementNotFoundError();
  const { statement } = row;
  const [counts, lines, days] = await Promise.all([
    resultCounts(db, [id]),
    linesOfStatement(db, id),
    dailyTotals(db, statement.provider, statement.dayTotals, statement.firstDay, statement.lastDay),
  ]);
  return { ...toSummary(row, counts), lines: lines.map(statementLineView), dailyTotals: days };
}

/** GET /api/admin/reconciliation/statements: newest first, keyset paging, optionally one provider's. */
export async function listStatements(db: Executor, query: StatementListQuery): Promise<StatementList> {
  const after =
    query.cursor === undefined ? undefined : decodeKeysetCursor(query.cursor, CURSOR_TAG, 'timestamp');
  const rows = await findStatementPage(db, {
    ...(query.provider && { provider: query.provider }),
    ...(after && { after: { uploadedAt: after.key, id: after.id } }),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const counts = await resultCounts(
    db,
    page.map((r) => r.statement.id),
  );
  const last = page.at(-1);
  return {
    items: page.map((row) => toSummary(row, counts)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeKeysetCursor(CURSOR_TAG, last.uploadedKey, last.statement.id)
        : null,
  };
}
