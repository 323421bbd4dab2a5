import { borrowerHealthScores, type Executor } from '@kwacha/db';
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';

/** The latest health score the borrower was shown before `day` (a Lusaka calendar date), if any. */
export async function latestHealthScoreBefore(
  db: Executor,
  userId: string,
  day: string,
): Promise<number | null> {
  const [row] = await db
    .select({ score: borrowerHealthScores.score })
    .from(borrowerHealthScores)
    .where(and(eq(borrowerHealthScores.userId, userId), lt(borrowerHealthScores.day, day)))
    .orderBy(desc(borrowerHealthScores.day))
    .limit(1);
  return row?.score ?? null;
}

/**
 * Keeps the score shown on `day`: written when the day has no row yet or the score changed, so a
 * dashboard opened many times a day with the same score writes nothing (one statement, safe when two
 * requests race: the last score of the day wins).
 */
export async function recordHealthScore(db: Executor, userId: string, day: string, score: number) {
  await db
    .insert(borrowerHealthScores)
    .values({ userId, day, score })
    .onConflictDoUpdate({
      target: [borrowerHealthScores.userId, borrowerHealthScores.day],
      set: { score: sql`excluded.score` },
      setWhere: ne(borrowerHealthScores.score, sql`excluded.score`),
    });
}
