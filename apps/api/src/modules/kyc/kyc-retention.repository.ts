import { type Executor, kycChecks } from '@kwacha/db';
import { and, asc, isNotNull, lte, sql } from 'drizzle-orm';

/**
 * The retention date of an erased borrower's identity documents (docs/product.md §20.7), in kyc_checks.
 * Upserts: a borrower who uploaded photos but never finished has a row; one who never uploaded has none and
 * needs none (there is nothing to delete later).
 */
export async function setKeepUntil(tx: Executor, userId: string, keepUntil: string): Promise<void> {
  await tx
    .update(kycChecks)
    .set({ keepUntil, updatedAt: sql`now()` })
    .where(sql`${kycChecks.userId} = ${userId}`);
}

/** Borrowers whose documents' retention ended on or before `today` (Lusaka), a page at a time. */
export async function checksPastRetention(db: Executor, today: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ userId: kycChecks.userId })
    .from(kycChecks)
    .where(and(isNotNull(kycChecks.keepUntil), lte(kycChecks.keepUntil, today)))
    .orderBy(asc(kycChecks.keepUntil))
    .limit(limit);
  return rows.map((row) => row.userId);
}
