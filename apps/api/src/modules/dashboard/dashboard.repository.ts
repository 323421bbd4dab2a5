import { borrowerHealthScores, type Executor, preparedOn } from '@kwacha/db';
import { and, desc, eq, lte, ne, sql } from 'drizzle-orm';

export interface KeptHealthScores {
  /** The score kept for `day` itself, if the dashboard was opened already that day. */
  today: number | null;
  /** The latest score the borrower was shown before `day`: the change indicator's baseline. */
  before: number | null;
}

/** The scores kept for `day` (a Lusaka calendar date) and the latest day before it, in one read. */
export async function keptHealthScores(db: Executor, userId: string, day: string): Promise<KeptHealthScores> {
  const query = preparedOn(db, 'kept_health_scores', () =>
    db
      .select({ day: borrowerHealthScores.day, score: borrowerHealthScores.score })
      .from(borrowerHealthScores)
      .where(
        and(
          eq(borrowerHealthScores.userId, sql.placeholder('userId')),
          lte(borrowerHealthScores.day, sql.placeholder('day')),
        ),
      )
      .orderBy(desc(borrowerHealthScores.day))
      .limit(2)
      .prepare('kept_health_scores'),
  );
  const rows = await query.execute({ userId, day });
  const today = rows[0]?.day === day ? rows[0] : undefined;
  const before = today ? rows[1] : rows[0];
  return { today: today?.score ?? null, before: before?.score ?? null };
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
