import { type Executor, type KycCheck, kycChecks, kycDocuments, users } from '@kwacha/db';
import type { KycQueueStatus } from '@kwacha/shared/kyc/kyc';
import type { KycDocumentKind } from '@kwacha/shared/kyc/kyc-view';
import { and, asc, eq, gt, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { KycQueueCursor } from './kyc-queue-cursor';

const decider = alias(users, 'decider');

export async function findCheck(db: Executor, userId: string): Promise<KycCheck | undefined> {
  const [row] = await db.select().from(kycChecks).where(eq(kycChecks.userId, userId));
  return row;
}

/** The borrower's check row, created as not_started if missing, locked for the transaction. */
export async function lockOrCreateCheck(tx: Executor, userId: string): Promise<KycCheck> {
  await tx.insert(kycChecks).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(kycChecks).where(eq(kycChecks.userId, userId)).for('update');
  if (!row) throw new Error(`kyc_checks row for ${userId} vanished`);
  return row;
}

/** Locks an existing check row (staff decisions); undefined when the borrower never started. */
export async function lockCheck(tx: Executor, userId: string): Promise<KycCheck | undefined> {
  const [row] = await tx.select().from(kycChecks).where(eq(kycChecks.userId, userId)).for('update');
  return row;
}

export async function updateCheck(
  tx: Executor,
  userId: string,
  set: Partial<
    Pick<KycCheck, 'status' | 'reason' | 'reasonKind' | 'submittedAt' | 'decidedAt' | 'decidedBy'>
  >,
  now: Date,
): Promise<KycCheck> {
  const [row] = await tx
    .update(kycChecks)
    .set({ ...set, updatedAt: now })
    .where(eq(kycChecks.userId, userId))
    .returning();
  if (!row) throw new Error(`kyc_checks row for ${userId} missing`);
  return row;
}

export async function listDocuments(db: Executor, userId: string) {
  return db
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.userId, userId))
    .orderBy(asc(kycDocuments.kind));
}

export async function findDocument(db: Executor, userId: string, kind: KycDocumentKind) {
  const [row] = await db
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.userId, userId), eq(kycDocuments.kind, kind)));
  return row;
}

export interface NewKycDocument {
  userId: string;
  kind: KycDocumentKind;
  storageKey: string;
  byteSize: number;
  width: number;
  height: number;
  sha256: string;
  uploadedAt: Date;
}

/** Saves a photo's record, replacing the kind's earlier one; answers the replaced photo's storage key. */
export async function replaceDocument(tx: Executor, doc: NewKycDocument): Promise<string | undefined> {
  const [old] = await tx
    .select({ storageKey: kycDocuments.storageKey })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.userId, doc.userId), eq(kycDocuments.kind, doc.kind)))
    .for('update');
  await tx
    .insert(kycDocuments)
    .values(doc)
    .onConflictDoUpdate({
      target: [kycDocuments.userId, kycDocuments.kind],
      set: {
        storageKey: doc.storageKey,
        byteSize: doc.byteSize,
        width: doc.width,
        height: doc.height,
        sha256: doc.sha256,
        uploadedAt: doc.uploadedAt,
      },
    });
  return old?.storageKey;
}

/** Removes every photo record of a borrower (erasure); answers their storage keys. */
export async function deleteDocumentsOf(tx: Executor, userId: string): Promise<string[]> {
  const rows = await tx
    .delete(kycDocuments)
    .where(eq(kycDocuments.userId, userId))
    .returning({ storageKey: kycDocuments.storageKey });
  return rows.map((row) => row.storageKey);
}

/** One page of every photo's storage key, in key order after `after` (`npm run kyc:reseal`). */
export async function listStorageKeysAfter(db: Executor, after: string | undefined, limit: number) {
  const rows = await db
    .select({ storageKey: kycDocuments.storageKey })
    .from(kycDocuments)
    .where(after === undefined ? undefined : gt(kycDocuments.storageKey, after))
    .orderBy(asc(kycDocuments.storageKey))
    .limit(limit);
  return rows.map((row) => row.storageKey);
}

/**
 * Locks the record of the photo under a storage key for the transaction; false when it is gone. A
 * replacement or an erasure waits for the lock, so its removal of the object comes after a re-seal's write.
 */
export async function lockDocumentByStorageKey(tx: Executor, storageKey: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: kycDocuments.id })
    .from(kycDocuments)
    .where(eq(kycDocuments.storageKey, storageKey))
    .for('update');
  return row !== undefined;
}

/**
 * One page of the staff queue: borrowers (role user) by status, oldest submission first, ties by user id,
 * after `after`. Checks without a submission time (possible outside `submitted`) come last, by user id.
 * They are read apart so that each part is a range of kyc_checks_queue_idx (status, submitted_at) rather
 * than an OR that would filter every row before the cursor; the second query runs only when the dated
 * rows do not fill the page.
 */
export async function listQueue(
  db: Executor,
  status: KycQueueStatus,
  after: KycQueueCursor | undefined,
  limit: number,
) {
  const inStatus = and(eq(kycChecks.status, status), eq(users.role, 'user'));
  const dated =
    after?.submittedAt === null
      ? []
      : await selectQueue(
          db,
          and(
            inStatus,
            isNotNull(kycChecks.submittedAt),
            after &&
              sql`(${kycChecks.submittedAt}, ${kycChecks.userId}) > (${after.submittedAt}::timestamptz, ${after.userId}::uuid)`,
          ),
          limit,
        );
  if (dated.length === limit) return dated;
  const undated = await selectQueue(
    db,
    and(
      inStatus,
      isNull(kycChecks.submittedAt),
      after?.submittedAt === null ? gt(kycChecks.userId, after.userId) : undefined,
    ),
    limit - dated.length,
  );
  return [...dated, ...undated];
}

/** The cursor's key, exact UTC text: a JS Date would drop the microseconds and repeat or skip rows. */
const submittedKey = sql<
  string | null
>`to_char(${kycChecks.submittedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function selectQueue(db: Executor, where: SQL | undefined, limit: number) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
      status: kycChecks.status,
      submittedAt: kycChecks.submittedAt,
      submittedKey,
    })
    .from(kycChecks)
    .innerJoin(users, eq(users.id, kycChecks.userId))
    .where(where)
    .orderBy(asc(kycChecks.submittedAt), asc(kycChecks.userId))
    .limit(limit);
}

/** A borrower (role user) with their check, if any, and the name of whoever decided last. */
export async function findReviewRow(db: Executor, userId: string) {
  const [row] = await db
    .select({
      user: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        dateOfBirth: users.dateOfBirth,
        nrcNumber: users.nrcNumber,
      },
      check: kycChecks,
      decider: { username: decider.username, firstName: decider.firstName, lastName: decider.lastName },
    })
    .from(users)
    .leftJoin(kycChecks, eq(kycChecks.userId, users.id))
    .leftJoin(decider, eq(decider.id, kycChecks.decidedBy))
    .where(and(eq(users.id, userId), eq(users.role, 'user')));
  return row;
}

export async function isBorrower(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'user')));
  return row !== undefined;
}

export async function deleteCheckOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(kycChecks).where(eq(kycChecks.userId, userId));
}

/**
 * An approved check without photos, for data that predates identity checks (the demo borrower of
 * `npm run seed:demo`, whose loans were paid out before photos were asked for).
 */
export async function recordApprovedCheck(tx: Executor, userId: string, decidedBy: string, at: Date) {
  await tx
    .insert(kycChecks)
    .values({
      userId,
      status: 'approved',
      submittedAt: at,
      decidedAt: at,
      decidedBy,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing();
}
