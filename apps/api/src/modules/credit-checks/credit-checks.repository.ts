import {
  type CreditCheck,
  type CreditCheckSettings,
  type CreditReport,
  creditCheckSettings,
  creditChecks,
  creditReports,
  type Executor,
} from '@kwacha/db';
import { and, desc, eq, gte, ne } from 'drizzle-orm';

// The credit-checks module owns credit_check_settings, credit_reports and credit_checks.

export async function findCheckSettings(
  db: Executor,
  productId: string,
): Promise<CreditCheckSettings | undefined> {
  const [row] = await db
    .select()
    .from(creditCheckSettings)
    .where(eq(creditCheckSettings.productId, productId));
  return row;
}

export async function listCheckSettings(db: Executor): Promise<CreditCheckSettings[]> {
  return db.select().from(creditCheckSettings);
}

export async function saveCheckSettings(
  db: Executor,
  row: typeof creditCheckSettings.$inferInsert,
): Promise<CreditCheckSettings> {
  const { productId: _productId, ...values } = row;
  const [saved] = await db
    .insert(creditCheckSettings)
    .values(row)
    .onConflictDoUpdate({ target: creditCheckSettings.productId, set: values })
    .returning();
  if (!saved) throw new Error('saving credit_check_settings returned no row');
  return saved;
}

export async function findReportByRequestKey(
  db: Executor,
  requestKey: string,
): Promise<CreditReport | undefined> {
  const [row] = await db.select().from(creditReports).where(eq(creditReports.requestKey, requestKey));
  return row;
}

export async function findReportById(db: Executor, id: string): Promise<CreditReport | undefined> {
  const [row] = await db.select().from(creditReports).where(eq(creditReports.id, id));
  return row;
}

/** The newest answered report about this borrower and NRC fetched at or after `since` (credit_reports_user_idx). */
export async function findFreshReport(
  db: Executor,
  userId: string,
  nrcHash: string,
  since: Date,
): Promise<CreditReport | undefined> {
  const [row] = await db
    .select()
    .from(creditReports)
    .where(
      and(
        eq(creditReports.userId, userId),
        gte(creditReports.fetchedAt, since),
        eq(creditReports.nrcHash, nrcHash),
        ne(creditReports.outcome, 'failed'),
      ),
    )
    .orderBy(desc(creditReports.fetchedAt))
    .limit(1);
  return row;
}

/**
 * Stores the answer for a request key; a failed attempt under the same key is replaced by the answer of
 * the retry (the key is unique: one row, one charge).
 */
export async function saveReport(
  db: Executor,
  row: typeof creditReports.$inferInsert,
): Promise<CreditReport> {
  const { requestKey: _key, userId: _user, ...values } = row;
  const [saved] = await db
    .insert(creditReports)
    .values(row)
    .onConflictDoUpdate({ target: creditReports.requestKey, set: values })
    .returning();
  if (!saved) throw new Error('saving credit_reports returned no row');
  return saved;
}

export async function saveCheck(db: Executor, row: typeof creditChecks.$inferInsert): Promise<CreditCheck> {
  const { loanId: _loanId, ...values } = row;
  const [saved] = await db
    .insert(creditChecks)
    .values(row)
    .onConflictDoUpdate({ target: creditChecks.loanId, set: values })
    .returning();
  if (!saved) throw new Error('saving credit_checks returned no row');
  return saved;
}

export async function findCheckOfLoan(db: Executor, loanId: string): Promise<CreditCheck | undefined> {
  const [row] = await db.select().from(creditChecks).where(eq(creditChecks.loanId, loanId));
  return row;
}
