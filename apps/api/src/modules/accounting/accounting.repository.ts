import {
  closedPeriods,
  disbursements,
  type Executor,
  journalEntries,
  journalLines,
  ledgerAccountMappings,
  payments,
  periodBalances,
  users,
} from '@kwacha/db';
import { addCalendarDays } from '@kwacha/shared/staff/business-date';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';

/** Ngwee sums, per account (balances are debit − credit). */
export interface AccountSums {
  opening: number;
  debits: number;
  credits: number;
}

/** The instant a Lusaka day starts (YYYY-MM-DD): the boundary entries' `created_at` are compared with. */
export const lusakaStartOf = (day: string): SQL =>
  sql`((${day})::date)::timestamp at time zone 'Africa/Lusaka'`;

/** An entry's Lusaka day, YYYY-MM-DD. */
const lusakaDayOf = sql<string>`to_char(${journalEntries.createdAt} at time zone 'Africa/Lusaka', 'YYYY-MM-DD')`;

/** Every mapped account's general-ledger code. */
export async function glCodes(db: Executor): Promise<Map<string, string>> {
  const rows = await db.select().from(ledgerAccountMappings);
  return new Map(rows.map((row) => [row.account, row.glCode]));
}

/** The account's code, with its row locked for the change (undefined: not mapped). */
export async function lockGlCode(tx: Executor, account: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ glCode: ledgerAccountMappings.glCode })
    .from(ledgerAccountMappings)
    .where(eq(ledgerAccountMappings.account, account))
    .for('update');
  return row?.glCode;
}

export async function saveGlCode(
  tx: Executor,
  input: { account: string; glCode: string; at: Date; by: string },
): Promise<void> {
  const values = { account: input.account, glCode: input.glCode, updatedAt: input.at, updatedBy: input.by };
  await tx
    .insert(ledgerAccountMappings)
    .values(values)
    .onConflictDoUpdate({ target: ledgerAccountMappings.account, set: values });
}

export async function removeGlCode(tx: Executor, account: string): Promise<void> {
  await tx.delete(ledgerAccountMappings).where(eq(ledgerAccountMappings.account, account));
}

/**
 * Where a page of the journal starts after: the last line written. The time is text to the microsecond
 * (a JavaScript Date keeps milliseconds only), so no entry is skipped or repeated.
 */
export interface JournalCursor {
  createdKey: string;
  entryId: string;
  lineId: number;
}

const createdKey = sql<string>`to_char(${journalEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of journal lines from `from` to `to` (Lusaka days), by date, then entry, then line (keyset),
 * each with its entry's day, kind, loan and memo.
 */
export async function journalLinePage(
  db: Executor,
  range: { from: string; to: string },
  after: JournalCursor | undefined,
  limit: number,
) {
  const e = journalEntries;
  const l = journalLines;
  return db
    .select({
      day: lusakaDayOf,
      createdKey,
      entryId: e.id,
      lineId: l.id,
      kind: e.kind,
      // The payment's or payout's own reference, as the provider's statement shows it (§24.7).
      reference: sql<string | null>`coalesce(${payments.reference}, ${disbursements.transactionId})`,
      loanId: e.loanId,
      memo: e.memo,
      account: l.account,
      debit: l.debit,
      credit: l.credit,
    })
    .from(l)
    .innerJoin(e, eq(e.id, l.entryId))
    .leftJoin(payments, eq(payments.id, e.paymentId))
    .leftJoin(disbursements, eq(disbursements.id, e.disbursementId))
    .where(
      and(
        gte(e.createdAt, sql`${lusakaStartOf(range.from)}`),
        lt(e.createdAt, sql`${lusakaStartOf(addCalendarDays(range.to, 1))}`),
        after &&
          sql`(${e.createdAt}, ${e.id}, ${l.id}) > (${after.createdKey}::timestamptz, ${after.entryId}::uuid, ${after.lineId})`,
      ),
    )
    .orderBy(asc(e.createdAt), asc(e.id), asc(l.id))
    .limit(limit);
}

/** Closed months, newest first, with who closed each. */
export async function closedPeriodList(db: Executor) {
  return db
    .select({
      month: closedPeriods.month,
      closedAt: closedPeriods.closedAt,
      closer: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
      },
    })
    .from(closedPeriods)
    .innerJoin(users, eq(users.id, closedPeriods.closedBy))
    .orderBy(desc(closedPeriods.month));
}

/** The month (YYYY-MM, Lusaka) of the first journal entry, or undefined while the ledger is empty. */
export async function firstEntryMonth(db: Executor): Promise<string | undefined> {
  const [row] = await db
    .select({ day: lusakaDayOf })
    .from(journalEntries)
    .orderBy(asc(journalEntries.createdAt))
    .limit(1);
  return row?.day.slice(0, 7);
}

/** Whether any entry is dated inside the month (YYYY-MM, Lusaka). */
export async function monthHasEntries(db: Executor, month: string, nextMonth: string): Promise<boolean> {
  const [row] = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      and(
        gte(journalEntries.createdAt, sql`${lusakaStartOf(`${month}-01`)}`),
        lt(journalEntries.createdAt, sql`${lusakaStartOf(`${nextMonth}-01`)}`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Keeps out postings while a month closes: a posting already under way finishes first (and its entry is
 * in the snapshot), and one started after waits for the close, then meets the closed month's trigger.
 * SHARE mode lets reads and another close through.
 */
export async function holdPostings(tx: Executor): Promise<void> {
  await tx.execute(sql`lock table ${journalEntries} in share mode`);
}

export async function insertPeriodBalances(
  tx: Executor,
  month: string,
  rows: readonly ({ account: string } & AccountSums & { closing: number })[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(periodBalances).values(rows.map((row) => ({ month, ...row })));
}

export async function insertClosedPeriod(
  tx: Executor,
  input: { month: string; closedAt: Date; closedBy: string },
): Promise<void> {
  await tx.insert(closedPeriods).values(input);
}

/** A closed month's kept trial balance, in ngwee. */
export async function periodBalancesOf(db: Executor, month: string) {
  return db
    .select()
    .from(periodBalances)
    .where(eq(periodBalances.month, month))
    .orderBy(asc(periodBalances.account));
}
