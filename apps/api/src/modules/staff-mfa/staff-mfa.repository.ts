import { type Executor, staffTotp, staffTotpRecoveryCodes } from '@kwacha/db';
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';

export async function findTotp(db: Executor, userId: string) {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.userId, userId));
  return row;
}

/** Starts (or starts again) a setup: a new secret, not in force until a first code confirms it. */
export async function saveEnrollingSecret(db: Executor, userId: string, secretSealed: Buffer, now: Date) {
  await db
    .insert(staffTotp)
    .values({ userId, secretSealed, createdAt: now })
    .onConflictDoUpdate({
      target: staffTotp.userId,
      set: { secretSealed, enabledAt: null, lastUsedStep: null, createdAt: now },
      // An app in force is never replaced by starting again: it is turned off first.
      setWhere: isNull(staffTotp.enabledAt),
    });
}

export async function resealSecret(db: Executor, userId: string, secretSealed: Buffer) {
  await db.update(staffTotp).set({ secretSealed }).where(eq(staffTotp.userId, userId));
}

/**
 * Takes the code of `step` for the user, once: the row changes only when the step is later than every
 * step taken before, in one statement, so two requests with the same code cannot both pass. Answers
 * whether it was taken.
 */
export async function claimStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffTotp)
    .set({ lastUsedStep: step })
    .where(
      and(eq(staffTotp.userId, userId), or(isNull(staffTotp.lastUsedStep), lt(staffTotp.lastUsedStep, step))),
    )
    .returning({ userId: staffTotp.userId });
  return rows.length === 1;
}

/** Puts the app in force (its first code was right); answers false when it already was. */
export async function enableTotp(db: Executor, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffTotp)
    .set({ enabledAt: now })
    .where(and(eq(staffTotp.userId, userId), isNull(staffTotp.enabledAt)))
    .returning({ userId: staffTotp.userId });
  return rows.length === 1;
}

export async function deleteTotp(db: Executor, userId: string) {
  await db.delete(staffTotp).where(eq(staffTotp.userId, userId));
  await db.delete(staffTotpRecoveryCodes).where(eq(staffTotpRecoveryCodes.userId, userId));
}

export async function replaceRecoveryCodes(db: Executor, userId: string, codeHashes: string[], now: Date) {
  await db.delete(staffTotpRecoveryCodes).where(eq(staffTotpRecoveryCodes.userId, userId));
  await db
    .insert(staffTotpRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

export async function unusedRecoveryCodes(db: Executor, userId: string) {
  return db
    .select({ id: staffTotpRecoveryCodes.id, codeHash: staffTotpRecoveryCodes.codeHash })
    .from(staffTotpRecoveryCodes)
    .where(and(eq(staffTotpRecoveryCodes.userId, userId), isNull(staffTotpRecoveryCodes.usedAt)));
}

export async function countUnusedRecoveryCodes(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffTotpRecoveryCodes)
    .where(and(eq(staffTotpRecoveryCodes.userId, userId), isNull(staffTotpRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Spends a recovery code, once: of two requests with the same code only one changes the row. */
export async function spendRecoveryCode(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffTotpRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffTotpRecoveryCodes.id, id), isNull(staffTotpRecoveryCodes.usedAt)))
    .returning({ id: staffTotpRecoveryCodes.id });
  return rows.length === 1;
}

/** Whether the user has an authenticator app in force (the login step reads this). */
export async function hasEnabledTotp(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: sql<boolean>`true` })
    .from(staffTotp)
    .where(and(eq(staffTotp.userId, userId), sql`${staffTotp.enabledAt} is not null`));
  return row !== undefined;
}
