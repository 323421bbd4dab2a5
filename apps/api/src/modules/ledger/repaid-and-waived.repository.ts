import { type Executor, journalEntries, journalLines, RECEIVABLE_ACCOUNTS, scalarSubquery } from '@kwacha/db';
import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * How a repaid loan was settled (docs/product.md §4.9): what its payments took off what was owed, and
 * what an early payoff waived on each instalment. Read from the ledger's receivable lines, so "Repaid in
 * all" + the interest waived is every ngwee the loan ever charged.
 */
export interface RepaidAndWaived {
  /** Ngwee: Σ receivable credits of the loan's `repayment` entries. */
  repaid: number;
  /** Ngwee per instalment: Σ receivable credits of its `interest_rebate` entries (none when 0). */
  waivedByInstalment: ReadonlyMap<number, number>;
}

const l = journalLines;
const e = journalEntries;
const repaidSum = sql<string>`coalesce(sum(${l.credit} - ${l.debit}) filter (where ${e.kind} = 'repayment'), 0)`;
const waivedSum = sql<string>`coalesce(sum(${l.credit} - ${l.debit}) filter (where ${e.kind} = 'interest_rebate'), 0)`;

type Row = { instalment: number | null; repaid: number | string; waived: number | string };

function fromRows(rows: readonly Row[]): RepaidAndWaived {
  let repaid = 0;
  const waivedByInstalment = new Map<number, number>();
  for (const row of rows) {
    repaid += Number(row.repaid);
    const waived = Number(row.waived);
    if (row.instalment !== null && waived !== 0) waivedByInstalment.set(row.instalment, waived);
  }
  return { repaid, waivedByInstalment };
}

/** Several loans' figures in one grouped query, keyed by loan id; a loan with no such entry is absent. */
export async function repaidAndWaivedOfLoans(
  db: Executor,
  loanIds: readonly string[],
): Promise<Map<string, RepaidAndWaived>> {
  if (loanIds.length === 0) return new Map();
  const rows = await db
    .select({ loanId: l.loanId, instalment: l.instalment, repaid: repaidSum, waived: waivedSum })
    .from(l)
    .innerJoin(e, eq(e.id, l.entryId))
    .where(
      and(
        inArray(l.loanId, [...loanIds]),
        inArray(l.account, [...RECEIVABLE_ACCOUNTS]),
        inArray(e.kind, ['repayment', 'interest_rebate']),
      ),
    )
    .groupBy(l.loanId, l.instalment);
  const byLoan = new Map<string, Row[]>();
  for (const row of rows) byLoan.set(row.loanId, [...(byLoan.get(row.loanId) ?? []), row]);
  return new Map([...byLoan].map(([loanId, loanRows]) => [loanId, fromRows(loanRows)]));
}

/** One loan's figures as `repaidAndWaivedOfLoanJson` selects them: [instalment, repaid, waived]. */
export type RepaidAndWaivedJson = readonly (readonly [number | null, number, number])[];

/**
 * The same read as a JSON column of a loan query, for the loan views that read a loan with its money in
 * one statement (docs/performance.md). `loanId` is the outer query's loan id column.
 */
export function repaidAndWaivedOfLoanJson(loanId: SQLWrapper): SQL<RepaidAndWaivedJson> {
  const accounts = sql.join(
    RECEIVABLE_ACCOUNTS.map((account) => sql`${account}`),
    sql`, `,
  );
  return scalarSubquery<RepaidAndWaivedJson>(sql`(select coalesce(json_agg(json_build_array(s.instalment, s.repaid, s.waived)), '[]'::json)
    from (select ${l.instalment} as instalment, ${repaidSum} as repaid, ${waivedSum} as waived
          from ${l} inner join ${e} on ${e.id} = ${l.entryId}
          where ${l.loanId} = ${loanId} and ${l.account} in (${accounts})
            and ${e.kind} in ('repayment', 'interest_rebate')
          group by ${l.instalment}) s)`);
}

export function repaidAndWaivedFromJson(rows: RepaidAndWaivedJson): RepaidAndWaived {
  return fromRows(rows.map(([instalment, repaid, waived]) => ({ instalment, repaid, waived })));
}
