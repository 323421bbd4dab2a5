import {
  type CreditSubmission,
  creditReportedRecords,
  creditSubmissionChunks,
  creditSubmissionRejects,
  creditSubmissions,
  type Executor,
} from '@kwacha/db';
import type { RejectReason } from '@kwacha/shared/staff/credit-reporting';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';

/** The module's own tables (docs/decisions/053): the submissions, their stored files, rejects and records. */

export interface RejectRow {
  loanId: string;
  reasonCode: RejectReason;
  message: string;
}

export interface RecordRow {
  loanId: string;
  month: string;
  recordHash: string;
}

/**
 * The month's submission, locked for this transaction: made (empty, built) when the month has none, so
 * two builds of one month at once take turns. `fresh` is what a new row starts with.
 */
export async function lockSubmission(
  tx: Executor,
  fresh: Pick<CreditSubmission, 'month' | 'layout' | 'layoutVersion' | 'fileName' | 'builtAt' | 'builtBy'>,
): Promise<CreditSubmission> {
  await tx.insert(creditSubmissions).values(fresh).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(creditSubmissions)
    .where(eq(creditSubmissions.month, fresh.month))
    .for('update');
  if (!row) throw new Error(`the submission of ${fresh.month} was not made`);
  return row;
}

/** Empties a submission's file, rejects and records before it is built again. */
export async function clearSubmission(tx: Executor, id: string): Promise<void> {
  await tx.delete(creditSubmissionChunks).where(eq(creditSubmissionChunks.submissionId, id));
  await tx.delete(creditSubmissionRejects).where(eq(creditSubmissionRejects.submissionId, id));
  await tx.delete(creditReportedRecords).where(eq(creditReportedRecords.submissionId, id));
}

export async function insertChunk(
  tx: Executor,
  submissionId: string,
  seq: number,
  bytes: Buffer,
): Promise<void> {
  await tx.insert(creditSubmissionChunks).values({ submissionId, seq, bytes });
}

/** A batch of rejects or records in one statement each (never one per loan). */
export async function insertRejects(tx: Executor, submissionId: string, rows: readonly RejectRow[]) {
  if (rows.length === 0) return;
  await tx.insert(creditSubmissionRejects).values(rows.map((r) => ({ submissionId, ...r })));
}

export async function insertRecords(tx: Executor, submissionId: string, rows: readonly RecordRow[]) {
  if (rows.length === 0) return;
  const input = JSON.stringify(rows.map((r) => [r.loanId, r.month, r.recordHash]));
  await tx.execute(sql`
    insert into ${creditReportedRecords} (submission_id, loan_id, month, record_hash)
    select ${submissionId}::uuid, (x->>0)::uuid, x->>1, x->>2 from jsonb_array_elements(${input}::jsonb) as x`);
}

export async function updateSubmission(
  tx: Executor,
  id: string,
  values: Partial<Omit<CreditSubmission, 'id' | 'month'>>,
): Promise<CreditSubmission> {
  const [row] = await tx
    .update(creditSubmissions)
    .set(values)
    .where(eq(creditSubmissions.id, id))
    .returning();
  if (!row) throw new Error(`submission ${id} vanished`);
  return row;
}

export function submissionList(db: Executor): Promise<CreditSubmission[]> {
  return db.select().from(creditSubmissions).orderBy(desc(creditSubmissions.month));
}

export async function submissionById(
  db: Executor,
  id: string,
  lock = false,
): Promise<CreditSubmission | undefined> {
  const query = db.select().from(creditSubmissions).where(eq(creditSubmissions.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export function rejectsOf(db: Executor, submissionId: string, limit?: number): Promise<RejectRow[]> {
  const query = db
    .select({
      loanId: creditSubmissionRejects.loanId,
      reasonCode: sql<RejectReason>`${creditSubmissionRejects.reasonCode}`,
      message: creditSubmissionRejects.message,
    })
    .from(creditSubmissionRejects)
    .where(eq(creditSubmissionRejects.submissionId, submissionId))
    .orderBy(asc(creditSubmissionRejects.id));
  return limit === undefined ? query : query.limit(limit);
}

/** The stored chunk after `seq` (−1 for the first), or undefined at the end: one chunk in memory at a time. */
export async function chunkAfter(
  db: Executor,
  submissionId: string,
  seq: number,
): Promise<{ seq: number; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ seq: creditSubmissionChunks.seq, bytes: creditSubmissionChunks.bytes })
    .from(creditSubmissionChunks)
    .where(and(eq(creditSubmissionChunks.submissionId, submissionId), gt(creditSubmissionChunks.seq, seq)))
    .orderBy(asc(creditSubmissionChunks.seq))
    .limit(1);
  return row;
}

/** For the rest of the transaction, plans are not compiled (JIT): the build runs many small batch reads. */
export async function turnOffJit(tx: Executor) {
  await tx.execute(sql`set local jit = off`);
}
