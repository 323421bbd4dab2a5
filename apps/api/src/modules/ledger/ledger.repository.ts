import {
  type Executor,
  isPostingInClosedPeriod,
  type JournalEntry,
  journalEntries,
  journalLines,
  type LedgerAccount,
  type NewJournalEntry,
  preparedOn,
  RECEIVABLE_ACCOUNTS,
  type ReceivableAccount,
  scalarSubquery,
} from '@kwacha/db';
import { and, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PostingInClosedPeriodError } from './ledger.errors';
import { COMPONENT_OF, type ComponentBalances, type LoanReceivables, zeroBalances } from './receivables';

export interface LineInput {
  account: LedgerAccount;
  instalment?: number | null;
  debit?: number;
  credit?: number;
}

/** Lines with a zero amount carry nothing (and the table refuses them): they are left out. */
const nonZero = (line: LineInput) => (line.debit ?? 0) > 0 || (line.credit ?? 0) > 0;

/**
 * Appends one entry with its lines. The database checks the balance at commit (a deferred constraint
 * trigger); checking here as well turns a bug into a clear error before anything is written.
 * `ifAbsent`: an entry whose unique key (e.g. a late fee's idempotency key) exists already is not
 * written again, and undefined is returned. An entry dated inside a closed month is refused with
 * PostingInClosedPeriodError (409), and nothing is written.
 */
export async function insertJournalEntry(
  tx: Executor,
  entry: NewJournalEntry,
  lines: LineInput[],
  options: { ifAbsent?: boolean } = {},
): Promise<JournalEntry | undefined> {
  const kept = lines.filter(nonZero);
  const debits = kept.reduce((sum, l) => sum + (l.debit ?? 0), 0);
  const credits = kept.reduce((sum, l) => sum + (l.credit ?? 0), 0);
  if (debits !== credits || kept.length < 2) {
    throw new Error(`unbalanced ${entry.kind} entry for loan ${entry.loanId}: ${debits} ≠ ${credits}`);
  }
  const insert = tx.insert(journalEntries).values(entry);
  const [row] = await (options.ifAbsent ? insert.onConflictDoNothing() : insert)
    .returning()
    .catch((error: unknown) => {
      // The database refuses an entry dated inside a closed month (migration 0041's trigger).
      if (isPostingInClosedPeriod(error)) throw new PostingInClosedPeriodError();
      throw error;
    });
  if (!row) return undefined;
  await tx.insert(journalLines).values(
    kept.map((l) => ({
      entryId: row.id,
      loanId: row.loanId,
      account: l.account,
      instalment: l.instalment ?? null,
      debit: l.debit ?? 0,
      credit: l.credit ?? 0,
    })),
  );
  return row;
}

/**
 * The receivable balances of many loans in one grouped query (never one query per loan), keyed by loan
 * id. A loan with no entries is absent.
 */
export async function loadReceivables(
  db: Executor,
  loanIds: readonly string[],
): Promise<Map<string, LoanReceivables>> {
  const result = new Map<string, Map<number, ComponentBalances>>();
  if (loanIds.length === 0) return result;
  // Every loan view asks this: a prepared statement taking the ids as one array (docs/performance.md).
  const query = preparedOn(db, 'receivables_of_loans', () =>
    db
      .select({
        loanId: journalLines.loanId,
        instalment: journalLines.instalment,
        account: journalLines.account,
        balance: sql<string>`sum(${journalLines.debit} - ${journalLines.credit})`,
      })
      .from(journalLines)
      .where(
        and(
          sql`${journalLines.loanId} = any(${sql.placeholder('loanIds')}::uuid[])`,
          inArray(journalLines.account, [...RECEIVABLE_ACCOUNTS]),
        ),
      )
      .groupBy(journalLines.loanId, journalLines.instalment, journalLines.account)
      .prepare('receivables_of_loans'),
  );
  const rows = await query.execute({ loanIds: [...new Set(loanIds)] });
  for (const row of rows) {
    const loan = result.get(row.loanId) ?? new Map<number, ComponentBalances>();
    addReceivable(loan, row.instalment, row.account, row.balance);
    result.set(row.loanId, loan);
  }
  return result;
}

function addReceivable(
  loan: Map<number, ComponentBalances>,
  instalment: number | null,
  account: string,
  balance: string | number,
): void {
  if (instalment === null) return; // the table's check makes receivables always carry one
  const balances = loan.get(instalment) ?? zeroBalances();
  balances[COMPONENT_OF[account as ReceivableAccount]] = Number(balance);
  loan.set(instalment, balances);
}

/** The receivable accounts as an SQL list, for `account in (…)`. */
const receivableAccountList = () =>
  sql.join(
    RECEIVABLE_ACCOUNTS.map((account) => sql`${account}`),
    sql`, `,
  );

/** One loan's receivables as the JSON `receivablesOfLoanJson` selects: [instalment, account, balance]. */
export type ReceivablesJson = readonly (readonly [number | null, string, number])[];

/**
 * A loan's receivable balances as a JSON column of a loan query (the same grouped read as
 * loadReceivables, for one loan): the loan views read a loan with its money in one statement
 * (docs/performance.md). `loanId` is the outer query's loan id column.
 */
export function receivablesOfLoanJson(loanId: SQLWrapper): SQL<ReceivablesJson> {
  const accounts = receivableAccountList();
  return scalarSubquery<ReceivablesJson>(sql`(select coalesce(json_agg(json_build_array(r.instalment, r.account, r.balance)), '[]'::json)
    from (select ${journalLines.instalment} as instalment, ${journalLines.account} as account,
                 sum(${journalLines.debit} - ${journalLines.credit}) as balance
          from ${journalLines}
          where ${journalLines.loanId} = ${loanId} and ${journalLines.account} in (${accounts})
          group by ${journalLines.instalment}, ${journalLines.account}) r)`);
}

/** What receivablesOfLoanJson selected, as balances by instalment; a loan with no entries gives undefined. */
export function receivablesFromJson(rows: ReceivablesJson): LoanReceivables | undefined {
  if (rows.length === 0) return undefined;
  const loan = new Map<number, ComponentBalances>();
  for (const [instalment, account, balance] of rows) addReceivable(loan, instalment, account, balance);
  return loan;
}

/** One loan's receivables (in a transaction that holds the loan's lock, this is the balance to act on). */
export async function loadLoanReceivables(db: Executor, loanId: string): Promise<LoanReceivables> {
  return (await loadReceivables(db, [loanId])).get(loanId) ?? new Map();
}

/** One instalment's receivables as the ledger has them: what is still owed and when it last moved. */
export interface InstalmentSettlement {
  /** Ngwee still owed on the instalment, every receivable account together; 0 once fully paid. */
  owed: number;
  /** Ngwee of principal still owed on it. */
  principal: number;
  /** When the last entry touching the instalment was posted: for a fully paid one, when it was paid. */
  lastPostedAt: Date;
}

/** One loan's instalments as `settlementsOfLoanJson` selects them: [instalment, owed, principal, lastPostedAt]. */
export type SettlementsJson = readonly (readonly [number | null, number, number, string | null])[];

/**
 * A loan's instalments as a JSON column of a loan query (docs/performance.md: the dashboard reads the
 * borrower's loans with their ledger in one statement): every instalment's receivable balance, its
 * principal, and the time of the last entry that touched it. `loanId` is the outer query's loan id column.
 */
export function settlementsOfLoanJson(loanId: SQLWrapper): SQL<SettlementsJson> {
  const l = journalLines;
  const movement = sql`${l.debit} - ${l.credit}`;
  return scalarSubquery<SettlementsJson>(sql`(select coalesce(json_agg(json_build_array(s.instalment, s.owed, s.principal, s.last_posted_at)), '[]'::json)
    from (select ${l.instalment} as instalment, sum(${movement}) as owed,
                 coalesce(sum(${movement}) filter (where ${l.account} = 'loan_principal'), 0) as principal,
                 max(${journalEntries.createdAt}) as last_posted_at
          from ${l} inner join ${journalEntries} on ${journalEntries.id} = ${l.entryId}
          where ${l.loanId} = ${loanId} and ${l.account} in (${receivableAccountList()})
          group by ${l.instalment}) s)`);
}

/** What settlementsOfLoanJson selected, by instalment number; empty for a loan with no entries. */
export function settlementsFromJson(rows: SettlementsJson): Map<number, InstalmentSettlement> {
  const loan = new Map<number, InstalmentSettlement>();
  for (const [instalment, owed, principal, lastPostedAt] of rows) {
    if (instalment === null || lastPostedAt === null) continue;
    loan.set(instalment, {
      owed: Number(owed),
      principal: Number(principal),
      lastPostedAt: new Date(lastPostedAt),
    });
  }
  return loan;
}
