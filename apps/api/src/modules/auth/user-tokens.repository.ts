import { type Executor, userTokens } from '@kwacha/db';
import { and, eq, isNull, lt, or } from 'drizzle-orm';

type Purpose = 'verify_email' | 'reset_password';

export async function insertUserToken(
  db: Executor,
  values: { userId: string; purpose: Purpose; tokenHash: string; expiresAt: Date; now: Date },
) {
  await db.insert(userTokens).values({ ...values, createdAt: values.now });
}

export async function findUserToken(db: Executor, purpose: Purpose, tokenHash: string) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose)));
  return row;
}

/** Marks a token used; true only for the one caller that used it first (single use under races). */
export async function consumeUserToken(db: Executor, tokenId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.id, tokenId), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

/** A newly issued token replaces the older unused ones of the same purpose. */
export async function invalidateUnusedTokens(db: Executor, userId: string, purpose: Purpose, now: Date) {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

/** Deletes tokens that expired or were used before `cutoff`; answers how many. */
export async function deleteUserTokensSpentBefore(db: Executor, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(userTokens)
    .where(or(lt(userTokens.expiresAt, cutoff), lt(userTokens.usedAt, cutoff)))
    .returning({ id: userTokens.id });
  return rows.length;
}
