import { type Executor, journalLines } from '@kwacha/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

/** A loan's write-off in the lender's books, ngwee. */
export interface WrittenOffBalance {
  /** Still carried at zero: the contra account's credit balance (loan_written_off). */
  writtenOff: number;
  /** What came back after the write-off (the recoveries account's credit balance). */
  recovered: number;
  /** Interest charged on the loan and not yet earned (unearned_interest's credit balance): a waiver releases it. */
  unearnedInterest: number;
  /** Interest recognised into suspense (docs/decisions/047), never income: a waiver releases it too. */
  suspendedInterest: number;
}

/** One loan's contra, recoveries and unearned interest balances; the first two zero for a loan never written off. */
export async function writtenOffBalanceOf(db: Executor, loanId: string): Promise<WrittenOffBalance> {
  const rows = await db
    .select({
      account: journalLines.account,
      balance: sql<string>`sum(${journalLines.credit} - ${journalLines.debit})`,
    })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.loanId, loanId),
        inArray(journalLines.account, [
          'loan_written_off',
          'recoveries',
          'unearned_interest',
          'suspended_interest',
        ]),
      ),
    )
    .groupBy(journalLines.account);
  const of = (account: string) => Number(rows.find((r) => r.account === account)?.balance ?? 0);
  return {
    writtenOff: of('loan_written_off'),
    recovered: of('recoveries'),
    unearnedInterest: of('unearned_interest'),
    suspendedInterest: of('suspended_interest'),
  };
}
