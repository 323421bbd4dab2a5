import {
  disbursements,
  type Executor,
  journalEntries,
  journalLines,
  type NewProviderStatement,
  type NewProviderStatementLine,
  payments,
  providerStatementLines,
  providerStatements,
  users,
} from '@kwacha/db';
import type { ReconciliationProvider, ReconciliationResolution } from '@kwacha/shared/staff/reconciliation';
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { cashCollectedAccount, cashDisbursedAccount } from '../ledger/cash-accounts';

const uploader = alias(users, 'uploader');
const resolver = alias(users, 'resolver');

/** One upload of a provider's statements at a time: overlapping files queue, so no line counts twice. */
export async function holdProviderStatements(tx: Executor, provider: ReconciliationProvider) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reconciliation:${provider}`}))`);
}

export async function findStatementByFile(tx: Executor, provider: string, sha256: string) {
  const [row] = await tx
    .select({ id: providerStatements.id })
    .from(providerStatements)
    .where(and(eq(providerStatements.provider, provider), eq(providerStatements.sha256, sha256)));
  return row;
}

/** Their transaction ids an earlier statement of this provider already holds. */
export async function knownTransactionIds(tx: Executor, provider: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await tx
    .select({ id: providerStatementLines.providerTransactionId })
    .from(providerStatementLines)
    .where(
      and(
        eq(providerStatementLines.provider, provider),
        inArray(providerStatementLines.providerTransactionId, [...ids]),
      ),
    );
  return new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
}

/** Our side of a match: a payment or a payout, as matching compares it. */
export interface OurTransaction {
  id: string;
  reference: string;
  providerReference: string | null;
  amount: number;
  status: string;
  settledAt: Date | null;
}

/** Rows whose own reference, or the provider's reference we stored, is among those a statement names. */
function namedBy(
  ours: AnyPgColumn,
  theirs: AnyPgColumn,
  references: readonly string[],
  providerReferences: readonly string[],
): SQL | undefined {
  return or(
    references.length > 0 ? inArray(ours, [...references]) : undefined,
    providerReferences.length > 0 ? inArray(theirs, [...providerReferences]) : undefined,
  );
}

/** The provider's payments named by our reference or by the provider's own reference. */
export async function paymentsNamed(
  tx: Executor,
  provider: string,
  references: readonly string[],
  providerReferences: readonly string[],
): Promise<OurTransaction[]> {
  if (references.length === 0 && providerReferences.length === 0) return [];
  return tx
    .select({
      id: payments.id,
      reference: payments.reference,
      providerReference: payments.providerReference,
      amount: payments.amount,
      status: sql<string>`${payments.status}::text`,
      settledAt: payments.settledAt,
    })
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        namedBy(payments.reference, payments.providerReference, references, providerReferences),
      ),
    );
}

/** The provider's payouts named by our transaction id or by the provider's own reference. */
export async function disbursementsNamed(
  tx: Executor,
  provider: string,
  references: readonly string[],
  providerReferences: readonly string[],
): Promise<OurTransaction[]> {
  if (references.length === 0 && providerReferences.length === 0) return [];
  return tx
    .select({
      id: disbursements.id,
      reference: disbursements.transactionId,
      providerReference: disbursements.providerReference,
      amount: disbursements.amount,
      status: sql<string>`${disbursements.status}::text`,
      settledAt: disbursements.settledAt,
    })
    .from(disbursements)
    .where(
      and(
        eq(disbursements.provider, provider),
        namedBy(disbursements.transactionId, disbursements.providerReference, references, providerReferences),
      ),
    );
}

/** The provider's successful payments and payouts settled in [from, to). */
export async function settledBetween(tx: Executor, provider: string, from: Date, to: Date) {
  const [paid, sent] = await Promise.all([
    tx
      .select({
        id: payments.id,
        reference: payments.reference,
        amount: payments.amount,
        settledAt: payments.settledAt,
      })
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider),
          eq(payments.status, 'successful'),
          gte(payments.settledAt, from),
          lt(payments.settledAt, to),
        ),
      ),
    tx
      .select({
        id: disbursements.id,
        reference: disbursements.transactionId,
        amount: disbursements.amount,
        settledAt: disbursements.settledAt,
      })
      .from(disbursements)
      .where(
        and(
          eq(disbursements.provider, provider),
          eq(disbursements.status, 'successful'),
          gte(disbursements.settledAt, from),
          lt(disbursements.settledAt, to),
        ),
      ),
  ]);
  return { paid, sent };
}

/**
 * Of these payments and payouts, the ones a line of any statement already accounts for: matched (same
 * amount or not), or sent to flagged payments (a payment applied there is that line's money).
 */
export async function alreadyMatched(
  tx: Executor,
  paymentIds: readonly string[],
  disbursementIds: readonly string[],
) {
  const found = (
    ids: readonly string[],
    column: typeof providerStatementLines.paymentId | typeof providerStatementLines.disbursementId,
  ) =>
    ids.length === 0
      ? Promise.resolve([])
      : tx
          .select({ id: column })
          .from(providerStatementLines)
          .where(
            and(
              inArray(column, [...ids]),
              or(
                inArray(providerStatementLines.result, ['matched', 'amount_differs']),
                eq(providerStatementLines.resolution, 'sent_to_flagged_payments'),
              ),
            ),
          );
  const [paid, sent] = await Promise.all([
    found(paymentIds, providerStatementLines.paymentId),
    found(disbursementIds, providerStatementLines.disbursementId),
  ]);
  return new Set([...paid, ...sent].flatMap((row) => (row.id ? [row.id] : [])));
}

export async function insertStatement(tx: Executor, statement: NewProviderStatement) {
  const [row] = await tx
    .insert(providerStatements)
    .values(statement)
    .returning({ id: providerStatements.id });
  if (!row) throw new Error('the statement was not inserted');
  return row.id;
}

export async function insertStatementLines(tx: Executor, lines: readonly NewProviderStatementLine[]) {
  // A month of lines in one statement would pass PostgreSQL's 65,535 parameters: insert in slices.
  for (let i = 0; i < lines.length; i += 2_000) {
    await tx.insert(providerStatementLines).values(lines.slice(i, i + 2_000));
  }
}

const statementColumns = {
  statement: providerStatements,
  uploader: {
    id: uploader.id,
    firstName: uploader.firstName,
    lastName: uploader.lastName,
    username: uploader.username,
  },
  uploadedKey: sql<string>`to_char(${providerStatements.uploadedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

export async function findStatement(db: Executor, id: string) {
  const [row] = await db
    .select(statementColumns)
    .from(providerStatements)
    .innerJoin(uploader, eq(uploader.id, providerStatements.uploadedBy))
    .where(eq(providerStatements.id, id));
  return row;
}

export type StatementRow = NonNullable<Awaited<ReturnType<typeof findStatement>>>;

/** Where a page of the list ended: the exact upload time (microseconds kept) and the id. */
export interface StatementCursor {
  uploadedAt: string;
  id: string;
}

/** A page of statements, newest first (keyset on uploaded_at, id). */
export async function findStatementPage(
  db: Executor,
  filter: { provider?: string; after?: StatementCursor; limit: number },
) {
  const key = sql`(${providerStatements.uploadedAt}, ${providerStatements.id})`;
  return db
    .select(statementColumns)
    .from(providerStatements)
    .innerJoin(uploader, eq(uploader.id, providerStatements.uploadedBy))
    .where(
      and(
        filter.provider ? eq(providerStatements.provider, filter.provider) : undefined,
        filter.after
          ? sql`${key} < (${filter.after.uploadedAt}::timestamptz, ${filter.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(providerStatements.uploadedAt), desc(providerStatements.id))
    .limit(filter.limit);
}

const waitingForStaff = and(
  inArray(providerStatementLines.result, ['amount_differs', 'only_theirs', 'only_ours']),
  isNull(providerStatementLines.resolution),
) as SQL;

/** Per statement: how many lines of each result, and how many still wait for staff. */
export async function resultCounts(db: Executor, statementIds: readonly string[]) {
  if (statementIds.length === 0) return [];
  return db
    .select({
      statementId: providerStatementLines.statementId,
      result: providerStatementLines.result,
      count: sql<number>`count(*)::int`,
      unresolved: sql<number>`(count(*) filter (where ${waitingForStaff}))::int`,
    })
    .from(providerStatementLines)
    .where(inArray(providerStatementLines.statementId, [...statementIds]))
    .groupBy(providerStatementLines.statementId, providerStatementLines.result);
}

/** A statement's lines by result (the enum's order), then line number (ours last), with our transaction. */
export async function linesOfStatement(db: Executor, statementId: string) {
  return db
    .select({
      line: providerStatementLines,
      payment: { reference: payments.reference, amount: payments.amount, loanId: payments.loanId },
      disbursement: {
        reference: disbursements.transactionId,
        amount: disbursements.amount,
        loanId: disbursements.loanId,
      },
      resolver: {
        id: resolver.id,
        firstName: resolver.firstName,
        lastName: resolver.lastName,
        username: resolver.username,
      },
    })
    .from(providerStatementLines)
    .leftJoin(payments, eq(payments.id, providerStatementLines.paymentId))
    .leftJoin(disbursements, eq(disbursements.id, providerStatementLines.disbursementId))
    .leftJoin(resolver, eq(resolver.id, providerStatementLines.resolvedBy))
    .where(eq(providerStatementLines.statementId, statementId))
    .orderBy(
      asc(providerStatementLines.result),
      sql`${providerStatementLines.lineNumber} asc nulls last`,
      asc(providerStatementLines.occurredAt),
      asc(providerStatementLines.id),
    );
}

export type StatementLineRow = Awaited<ReturnType<typeof linesOfStatement>>[number];

/**
 * Our side of each Lusaka day from `from` to `to`: what the provider's clearing accounts moved, read from
 * the journal (docs/decisions/051): money in is the debits less credits of cash_collected_<provider>,
 * money out the credits less debits of cash_disbursed_<provider>, by their entry's Lusaka day.
 */
export async function clearingMovementsByDay(db: Executor, provider: string, from: string, to: string) {
  const collected = cashCollectedAccount(provider);
  const disbursed = cashDisbursedAccount(provider);
  const day = sql<string>`to_char(${journalEntries.createdAt} at time zone 'Africa/Lusaka', 'YYYY-MM-DD')`;
  const sumOf = (account: string, sign: SQL) =>
    sql<string>`coalesce(sum(case when ${journalLines.account} = ${account} then ${sign} else 0 end), 0)`;
  return db
    .select({
      day,
      in: sumOf(collected, sql`${journalLines.debit} - ${journalLines.credit}`),
      out: sumOf(disbursed, sql`${journalLines.credit} - ${journalLines.debit}`),
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        inArray(journalLines.account, [collected, disbursed]),
        sql`${journalEntries.createdAt} >= ((${from})::date)::timestamp at time zone 'Africa/Lusaka'`,
        sql`${journalEntries.createdAt} < ((${to})::date + 1)::timestamp at time zone 'Africa/Lusaka'`,
      ),
    )
    .groupBy(day);
}

/** The line, locked until the transaction ends: two staff resolving it at once queue. */
export async function lockLine(tx: Executor, id: string) {
  const [row] = await tx
    .select()
    .from(providerStatementLines)
    .where(eq(providerStatementLines.id, id))
    .for('update');
  return row;
}

export async function recordLineResolution(
  tx: Executor,
  id: string,
  write: { resolution: ReconciliationResolution; staffId: string; note: string | null; at: Date },
) {
  const [row] = await tx
    .update(providerStatementLines)
    .set({
      resolution: write.resolution,
      resolvedBy: write.staffId,
      resolvedAt: write.at,
      resolutionNote: write.note,
    })
    .where(and(eq(providerStatementLines.id, id), isNull(providerStatementLines.resolution)))
    .returning();
  return row;
}

/** The payment's status now (a line keeps what matching saw; sending it on needs today's). */
export async function paymentStatusOf(tx: Executor, id: string) {
  const [row] = await tx
    .select({ status: payments.status, loanId: payments.loanId, reference: payments.reference })
    .from(payments)
    .where(eq(payments.id, id));
  return row;
}
