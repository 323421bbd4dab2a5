import { type Executor, journalEntries, journalLines } from '@kwacha/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

/** What a loan holds of interest not yet in income, ngwee (credit balances). */
export interface InterestBalances {
  /** Charged and not yet earned (unearned_interest). */
  unearned: number;
  /** Earned while the loan was more than 90 days past due or written off (suspended_interest). */
  suspended: number;
}

/** One loan's unearned and suspended interest (docs/decisions/047). */
export async function interestBalancesOf(db: Executor, loanId: string): Promise<InterestBalances> {
  const rows = await db
    .select({
      account: journalLines.account,
      balance: sql<string>`sum(${journalLines.credit} - ${journalLines.debit})`,
    })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.loanId, loanId),
        inArray(journalLines.account, ['unearned_interest', 'suspended_interest']),
      ),
    )
    .groupBy(journalLines.account);
  const of = (account: string) => Number(rows.find((r) => r.account === account)?.balance ?? 0);
  return { unearned: of('unearned_interest'), suspended: of('suspended_interest') };
}

/** The idempotency keys of a loan's interest recognitions so far (read by the loan's entries index). */
export async function interestRecognitionKeysOf(db: Executor, loanId: string): Promise<Set<string>> {
  const rows = await db
    .select({ key: journalEntries.idempotencyKey })
    .from(journalEntries)
    .where(and(eq(journalEntries.loanId, loanId), eq(journalEntries.kind, 'interest_recognition')));
  return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
}
