import { type Executor, isPostingInClosedPeriod, journalEntries, journalLines } from '@kwacha/db';
import { sql } from 'drizzle-orm';
import { PostingInClosedPeriodError } from './ledger.errors';

/**
 * The month-end change in loans' provisions for loss (docs/decisions/050), and the balances it is worked
 * out from. A provision is per loan, because every journal line names its loan.
 */

/** The one key of a loan's provision change for a month-end: posted once, whenever the job runs. */
export const provisionKey = (loanId: string, month: string) => `provision:${loanId}:${month}`;

export interface ProvisionChange {
  loanId: string;
  /** Ngwee: positive raises the provision, negative releases it; never 0. */
  change: number;
  memo: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Posts many loans' changes for `month` in two statements: an entry per loan keyed by provisionKey (a key
 * posted before is skipped, with its lines), then its two lines — a rise is Dr provision_expense, Cr
 * loan_loss_provision; a release the reverse. Answers the loans posted now. Refused as a whole, with
 * PostingInClosedPeriodError, when `at` falls in a closed month.
 */
export async function postProvisionChanges(
  tx: Executor,
  month: string,
  changes: readonly ProvisionChange[],
  at: Date,
): Promise<string[]> {
  if (changes.length === 0) return [];
  if (changes.some((c) => !Number.isSafeInteger(c.change) || c.change === 0)) {
    throw new Error('a provision change is a whole, non-zero number of ngwee');
  }
  const input = JSON.stringify(changes.map((c) => ({ loan_id: c.loanId, change: c.change, memo: c.memo })));
  try {
    const result = await tx.execute(sql`
      with input as (
        select * from jsonb_to_recordset(${input}::jsonb) as i(loan_id uuid, change bigint, memo text)
      ),
      posted as (
        insert into ${journalEntries} (loan_id, kind, idempotency_key, memo, created_at)
        select loan_id, 'provision', 'provision:' || loan_id || ':' || ${month}, memo, ${at.toISOString()}::timestamptz
        from input
        on conflict (idempotency_key) do nothing
        returning id, loan_id
      ),
      lines as (
        insert into ${journalLines} (entry_id, loan_id, account, instalment, debit, credit)
        select p.id, p.loan_id, side.account, null, side.debit, side.credit
        from posted p join input i on i.loan_id = p.loan_id
        cross join lateral (values
          ('provision_expense', greatest(i.change, 0), greatest(-i.change, 0)),
          ('loan_loss_provision', greatest(-i.change, 0), greatest(i.change, 0))
        ) as side(account, debit, credit)
        returning loan_id
      )
      select distinct loan_id::text as loan_id from lines`);
    return rowsOf<{ loan_id: string }>(result).map((r) => r.loan_id);
  } catch (error) {
    // The database refuses an entry dated inside a closed month (migration 0041's trigger).
    if (isPostingInClosedPeriod(error)) throw new PostingInClosedPeriodError();
    throw error;
  }
}
