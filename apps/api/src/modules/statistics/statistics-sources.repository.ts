import {
  collectionCases,
  type Executor,
  journalEntries,
  journalLines,
  loanApplications,
  loanInstalments,
  loanPositions,
  payments,
  promisesToPay,
  writeOffs,
} from '@kwacha/db';
import { and, eq, gte, isNotNull, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { DURATION_EDGES_MINUTES } from './duration-buckets';

/**
 * The statistics' reads of other modules' tables (loans, payments, positions), each one a range over an
 * index: what happened on a run of Lusaka days, grouped by day and product. Only the refresh job runs
 * them; the page reads the tables the job fills (statistics.repository.ts).
 */

/** A Lusaka calendar day of a timestamp, as YYYY-MM-DD text (no Date round trip). */
const lusakaDay = (column: SQLWrapper) =>
  sql<string>`to_char((${column} at time zone 'Africa/Lusaka')::date, 'YYYY-MM-DD')`;

const EDGES = sql.raw(`array[${DURATION_EDGES_MINUTES.join(',')}]::double precision[]`);
const bucketOfMinutes = (from: SQLWrapper, to: SQLWrapper) =>
  sql<number>`width_bucket(extract(epoch from (${to} - ${from})) / 60, ${EDGES})`;

const num = (value: unknown) => Number(value ?? 0);

export interface DayRange {
  /** The first instant of the first day and the first instant after the last day. */
  start: Date;
  end: Date;
}

const within = (column: SQLWrapper & Parameters<typeof gte>[0], range: DayRange): SQL[] => [
  gte(column, range.start),
  lt(column, range.end),
];

const l = loanApplications;

export async function applicationsByDay(db: Executor, range: DayRange) {
  const day = lusakaDay(l.applicationDate);
  const rows = await db
    .select({ day, productId: l.productId, n: sql<string>`count(*)` })
    .from(l)
    .where(and(...within(l.applicationDate, range)))
    .groupBy(day, l.productId);
  return rows.map((r) => ({ day: r.day, productId: r.productId, count: num(r.n) }));
}

/** Decisions made each day, approvals split by who made them, and how long each took (in buckets). */
export async function decisionsByDay(db: Executor, range: DayRange) {
  const day = lusakaDay(l.decidedAt);
  const bucket = bucketOfMinutes(l.applicationDate, l.decidedAt);
  const rows = await db
    .select({
      day,
      productId: l.productId,
      bucket,
      byRules: sql<string>`count(*) filter (where ${l.decision} = 'approved' and ${l.decidedByRules})`,
      byStaff: sql<string>`count(*) filter (where ${l.decision} = 'approved' and not ${l.decidedByRules})`,
      rejected: sql<string>`count(*) filter (where ${l.decision} = 'rejected')`,
    })
    .from(l)
    .where(and(isNotNull(l.decidedAt), ...within(l.decidedAt, range)))
    .groupBy(day, l.productId, bucket);
  return rows.map((r) => ({
    day: r.day,
    productId: r.productId,
    bucket: num(r.bucket),
    approvedByRules: num(r.byRules),
    approvedByStaff: num(r.byStaff),
    rejected: num(r.rejected),
  }));
}

/** Loans whose money arrived each day: principal lent, and the time from approval (in buckets). */
export async function disbursementsByDay(db: Executor, range: DayRange) {
  const day = lusakaDay(l.disbursementDate);
  const bucket = sql<number>`case when ${l.decidedAt} is null then null else ${bucketOfMinutes(l.decidedAt, l.disbursementDate)} end`;
  const rows = await db
    .select({
      day,
      productId: l.productId,
      bucket,
      n: sql<string>`count(*)`,
      amount: sql<string>`sum(${l.amount})`,
    })
    .from(l)
    .where(and(isNotNull(l.disbursementDate), ...within(l.disbursementDate, range)))
    .groupBy(day, l.productId, bucket);
  return rows.map((r) => ({
    day: r.day,
    productId: r.productId,
    bucket: r.bucket === null ? null : num(r.bucket),
    count: num(r.n),
    amount: num(r.amount),
  }));
}

/** Successful repayments settled each day. */
export async function collectionsByDay(db: Executor, range: DayRange) {
  const day = lusakaDay(payments.settledAt);
  const rows = await db
    .select({
      day,
      productId: l.productId,
      n: sql<string>`count(*)`,
      amount: sql<string>`sum(${payments.amount})`,
    })
    .from(payments)
    .innerJoin(l, eq(l.id, payments.loanId))
    .where(and(eq(payments.status, 'successful'), ...within(payments.settledAt, range)))
    .groupBy(day, l.productId);
  return rows.map((r) => ({ day: r.day, productId: r.productId, count: num(r.n), amount: num(r.amount) }));
}

/**
 * Successful repayments settled each day on loans assigned to a collector, per collector: the assignment
 * as it stands when the day is worked out (collection_cases keeps no history of assignments).
 */
export async function collectionsByCollectorDay(db: Executor, range: DayRange) {
  const day = lusakaDay(payments.settledAt);
  const cc = collectionCases;
  const rows = await db
    .select({
      day,
      productId: l.productId,
      collectorId: sql<string>`${cc.collectorId}`,
      n: sql<string>`count(*)`,
      amount: sql<string>`sum(${payments.amount})`,
    })
    .from(payments)
    .innerJoin(cc, eq(cc.loanId, payments.loanId))
    .innerJoin(l, eq(l.id, payments.loanId))
    .where(
      and(eq(payments.status, 'successful'), isNotNull(cc.collectorId), ...within(payments.settledAt, range)),
    )
    .groupBy(day, l.productId, cc.collectorId);
  return rows.map((r) => ({
    day: r.day,
    productId: r.productId,
    collectorId: r.collectorId,
    collectedCount: num(r.n),
    collectedAmount: num(r.amount),
  }));
}

/** Promises to pay decided kept and broken each day (decided_on, a business day), over its index. */
export async function promisesByDay(db: Executor, firstDay: string, lastDay: string) {
  const pp = promisesToPay;
  const day = sql<string>`to_char(${pp.decidedOn}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      productId: l.productId,
      kept: sql<string>`count(*) filter (where ${pp.status} = 'kept')`,
      broken: sql<string>`count(*) filter (where ${pp.status} = 'broken')`,
    })
    .from(pp)
    .innerJoin(l, eq(l.id, pp.loanId))
    .where(and(gte(pp.decidedOn, firstDay), sql`${pp.decidedOn} <= ${lastDay}`))
    .groupBy(day, l.productId);
  return rows.map((r) => ({ day: r.day, productId: r.productId, kept: num(r.kept), broken: num(r.broken) }));
}

/**
 * Ngwee of one ledger account credited each day by the entries whose idempotency key starts with
 * `keyPrefix` (read over that key's partial index on journal_entries.created_at).
 */
async function creditsByDay(db: Executor, range: DayRange, keyPrefix: string, account: string) {
  const e = journalEntries;
  const day = lusakaDay(e.createdAt);
  const rows = await db
    .select({ day, productId: l.productId, amount: sql<string>`sum(${journalLines.credit})` })
    .from(e)
    .innerJoin(journalLines, eq(journalLines.entryId, e.id))
    .innerJoin(l, eq(l.id, e.loanId))
    .where(
      and(
        sql`${e.idempotencyKey} like ${`${keyPrefix}:%`}`,
        eq(journalLines.account, account as 'recoveries'),
        ...within(e.createdAt, range),
      ),
    )
    .groupBy(day, l.productId);
  return rows.map((r) => ({ day: r.day, productId: r.productId, amount: num(r.amount) }));
}

/** Write-offs approved each day (what they took off the books), and recoveries after write-off. */
export async function writeOffsByDay(db: Executor, range: DayRange) {
  return {
    writtenOff: await creditsByDay(db, range, 'write-off', 'loan_written_off'),
    recovered: await creditsByDay(db, range, 'recovery', 'recoveries'),
  };
}

/** Instalments (principal and interest) falling due each day of the schedules in force. */
export async function duesByDay(db: Executor, firstDay: string, lastDay: string) {
  const day = sql<string>`to_char(${loanInstalments.dueDate}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      productId: loanInstalments.productId,
      amount: sql<string>`sum(${loanInstalments.amount})`,
    })
    .from(loanInstalments)
    .where(and(gte(loanInstalments.dueDate, firstDay), sql`${loanInstalments.dueDate} <= ${lastDay}`))
    .groupBy(day, loanInstalments.productId);
  return rows.map((r) => ({ day: r.day, productId: r.productId, amount: num(r.amount) }));
}

/** The first day anything happened, where a first refresh starts working days out. */
export async function firstActivityDay(db: Executor): Promise<string | undefined> {
  const [row] = await db.select({ day: sql<string | null>`min(${lusakaDay(l.applicationDate)})` }).from(l);
  return row?.day ?? undefined;
}

/**
 * What loans owe now, per product and arrears bucket (0 current, 1: 1–29, 2: 30–59, 3: 60–89, 4: 90+
 * days past the oldest unpaid due date), over the loans that owe anything and are not written off.
 */
export async function positionsByBucket(db: Executor, today: string) {
  const p = loanPositions;
  const late = sql`(${today}::date - ${p.oldestUnpaidDueDate})`;
  const bucket = sql<number>`case when ${p.oldestUnpaidDueDate} is null or ${late} <= 0 then 0
    when ${late} < 30 then 1 when ${late} < 60 then 2 when ${late} < 90 then 3 else 4 end`;
  const rows = await db
    .select({
      productId: p.productId,
      bucket,
      n: sql<string>`count(*)`,
      principal: sql<string>`sum(${p.principal})`,
      interest: sql<string>`sum(${p.interest})`,
      fees: sql<string>`sum(${p.fees})`,
      penalties: sql<string>`sum(${p.penalties})`,
    })
    .from(p)
    // A written-off loan is off the lender's books (docs/decisions/043), though its borrower still owes.
    .where(
      sql`${p.principal} + ${p.interest} + ${p.fees} + ${p.penalties} > 0 and not exists (
        select 1 from ${writeOffs} where ${writeOffs.loanId} = ${p.loanId} and ${writeOffs.status} = 'approved')`,
    )
    // By position: the bucket expression carries a parameter, and PostgreSQL cannot match two copies of it.
    .groupBy(sql`1`, sql`2`);
  return rows.map((r) => ({
    productId: r.productId,
    bucket: num(r.bucket),
    count: num(r.n),
    principal: num(r.principal),
    interest: num(r.interest),
    fees: num(r.fees),
    penalties: num(r.penalties),
  }));
}
