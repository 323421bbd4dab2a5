import { createHash } from 'node:crypto';
import { type NewProviderStatementLine, type StatementDayTotal, violatedUniqueIndex } from '@kwacha/db';
import { errorDetail } from '@kwacha/shared/api/envelope';
import { lusakaToday } from '@kwacha/shared/identity/age';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import { addCalendarDays } from '@kwacha/shared/staff/business-date';
import {
  type ReconciliationProvider,
  type StatementDetail,
  RECONCILIATION_MESSAGES as TEXT,
} from '@kwacha/shared/staff/reconciliation';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { MAX_PROBLEMS, type ParsedLine, parseStatement } from './parsers/statement-file';
import { STATEMENT_FORMATS } from './parsers/statement-formats';
import { StatementRefusedError } from './reconciliation.errors';
import {
  alreadyMatched,
  disbursementsNamed,
  findStatementByFile,
  holdProviderStatements,
  insertStatement,
  insertStatementLines,
  knownTransactionIds,
  paymentsNamed,
  settledBetween,
} from './reconciliation.repository';
import { matchLines } from './statement-matching';
import { statementDetail } from './statements.service';

export type ReconciliationDeps = Pick<AppContext, 'db' | 'now'>;

export interface StatementUpload {
  provider: ReconciliationProvider;
  fileName: string;
  content: Buffer;
  staffId: string;
}

/** The file as text: UTF-8 or refused, never guessed (a wrong guess would misread every name and amount). */
function statementText(content: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw new StatementRefusedError(TEXT.notText);
  }
  if (text.includes('\u0000')) throw new StatementRefusedError(TEXT.notText);
  return text;
}

/** Every line, or a 400 naming each bad line (the first MAX_PROBLEMS of them). */
function readLines(provider: ReconciliationProvider, content: Buffer): ParsedLine[] {
  if (content.length === 0) throw new StatementRefusedError(TEXT.empty);
  const outcome = parseStatement(STATEMENT_FORMATS[provider], statementText(content));
  if (outcome.ok) return outcome.lines;
  const shown = outcome.problems.slice(0, MAX_PROBLEMS);
  const more = outcome.problems.length - shown.length;
  const message = shown[0]?.message ?? TEXT.badUpload;
  throw new StatementRefusedError(
    outcome.problems.length > 1 ? `${message} (${outcome.problems.length - 1} more problems below)` : message,
    [
      ...shown.map((p) => errorDetail(`line ${p.line}`, p.message)),
      ...(more > 0 ? [errorDetail('file', `${more} more problems are not listed.`)] : []),
    ],
  );
}

/** Their settled totals per Lusaka day, in ngwee, in day order. */
function dayTotalsOf(lines: readonly ParsedLine[]): StatementDayTotal[] {
  const days = new Map<string, StatementDayTotal>();
  for (const line of lines) {
    const day = lusakaToday(line.occurredAt);
    const total = days.get(day) ?? { day, in: 0, out: 0 };
    if (line.settled) total[line.direction] += line.amount;
    days.set(day, total);
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

const lusakaMidnight = (day: string) => new Date(`${day}T00:00:00+02:00`);
const ONE_STATEMENT_PER_FILE = 'provider_statements_provider_sha256_key';

/**
 * POST /api/admin/reconciliation/statements (superuser; docs/product.md §24.7): reads the file with the
 * provider's parser (any bad line: 400, nothing stored), then in one transaction, one upload per provider
 * at a time, stores the statement, its lines not already held by an earlier statement (their transaction
 * ids are unique per provider), each line's match, and our successful transactions inside its days that
 * no line matched (only-ours), audited. Nothing is booked. The same file again is the first statement:
 * `created` false, nothing changes.
 */
export async function uploadStatement(
  deps: ReconciliationDeps,
  upload: StatementUpload,
): Promise<{ statement: StatementDetail; created: boolean }> {
  const { provider } = upload;
  const lines = readLines(provider, upload.content);
  const sha256 = createHash('sha256').update(upload.content).digest('hex');
  try {
    const outcome = await deps.db.transaction(async (tx) => {
      await holdProviderStatements(tx, provider);
      const existing = await findStatementByFile(tx, provider, sha256);
      if (existing) return { id: existing.id, created: false };

      const known = await knownTransactionIds(
        tx,
        provider,
        lines.map((l) => l.providerTransactionId),
      );
      const fresh = lines.filter((l) => !known.has(l.providerTransactionId));
      const totals = dayTotalsOf(lines);
      const firstDay = totals[0]?.day ?? lusakaToday(deps.now());
      const lastDay = totals.at(-1)?.day ?? firstDay;
      const settled = await settledBetween(
        tx,
        provider,
        lusakaMidnight(firstDay),
        lusakaMidnight(addCalendarDays(lastDay, 1)),
      );
      const named = (direction: 'in' | 'out', pick: (l: ParsedLine) => string | null) =>
        fresh.filter((l) => l.direction === direction).flatMap((l) => pick(l) ?? []);
      const [paid, sent] = await Promise.all([
        paymentsNamed(
          tx,
          provider,
          named('in', (l) => l.reference),
          named('in', (l) => l.providerTransactionId),
        ),
        disbursementsNamed(
          tx,
          provider,
          named('out', (l) => l.reference),
          named('out', (l) => l.providerTransactionId),
        ),
      ]);
      const matchedBefore = await alreadyMatched(
        tx,
        [...paid, ...settled.paid].map((p) => p.id),
        [...sent, ...settled.sent].map((d) => d.id),
      );
      const matches = matchLines(fresh, { payments: paid, disbursements: sent }, matchedBefore);
      const matchedNow = new Set(
        matches
          .filter((m) => m.result === 'matched' || m.result === 'amount_differs')
          .flatMap((m) => m.transaction?.id ?? []),
      );
      const unseen = (row: { id: string }) => !matchedBefore.has(row.id) && !matchedNow.has(row.id);

      const statementId = await insertStatement(tx, {
        provider,
        sha256,
        fileName: upload.fileName,
        firstDay,
        lastDay,
        uploadedBy: upload.staffId,
        uploadedAt: deps.now(),
        lineCount: lines.length,
        alreadyReconciled: lines.length - fresh.length,
        totalIn: totals.reduce((sum, d) => sum + d.in, 0),
        totalOut: totals.reduce((sum, d) => sum + d.out, 0),
        dayTotals: totals,
      });
      const theirs = matches.map(
        ({ line, result, transaction }): NewProviderStatementLine => ({
          statementId,
          provider,
          lineNumber: line.lineNumber,
          providerTransactionId: line.providerTransactionId,
          reference: line.reference,
          direction: line.direction,
          amount: line.amount,
          occurredAt: line.occurredAt,
          day: lusakaToday(line.occurredAt),
          result,
          paymentId: line.direction === 'in' ? (transaction?.id ?? null) : null,
          disbursementId: line.direction === 'out' ? (transaction?.id ?? null) : null,
          ourStatus: transaction?.status ?? null,
        }),
      );
      const onlyOurs =
        (direction: 'in' | 'out') =>
        (row: { id: string; reference: string; amount: number; settledAt: Date | null }) => {
          const at = row.settledAt ?? deps.now();
          return {
            statementId,
            provider,
            reference: row.reference,
            direction,
            amount: row.amount,
            occurredAt: at,
            day: lusakaToday(at),
            result: 'only_ours' as const,
            paymentId: direction === 'in' ? row.id : null,
            disbursementId: direction === 'out' ? row.id : null,
            ourStatus: 'successful',
          };
        };
      await insertStatementLines(tx, [
        ...theirs,
        ...settled.paid.filter(unseen).map(onlyOurs('in')),
        ...settled.sent.filter(unseen).map(onlyOurs('out')),
      ]);
      const count = (result: string) => matches.filter((m) => m.result === result).length;
      await recordAudit(tx, {
        actorId: upload.staffId,
        action: 'reconciliation.statement_uploaded',
        entityType: 'provider_statement',
        entityId: statementId,
        after: {
          provider,
          fileName: upload.fileName,
          sha256,
          firstDay,
          lastDay,
          lines: lines.length,
          alreadyReconciled: lines.length - fresh.length,
          matched: count('matched'),
          amountDiffers: count('amount_differs'),
          onlyTheirs: count('only_theirs'),
          onlyOurs: settled.paid.filter(unseen).length + settled.sent.filter(unseen).length,
          totalIn: ngweeToKwacha(totals.reduce((sum, d) => sum + d.in, 0)),
          totalOut: ngweeToKwacha(totals.reduce((sum, d) => sum + d.out, 0)),
        },
      });
      return { id: statementId, created: true };
    });
    return { statement: await statementDetail(deps.db, outcome.id), created: outcome.created };
  } catch (error) {
    // Two uploads of one file at once: the advisory lock queues them, but say it plainly if one slips by.
    if (violatedUniqueIndex(error) !== ONE_STATEMENT_PER_FILE) throw error;
    const existing = await findStatementByFile(deps.db, provider, sha256);
    if (!existing) throw error;
    return { statement: await statementDetail(deps.db, existing.id), created: false };
  }
}
