import { borrowerHealthScores, type Executor, preparedOn, scalarSubquery } from '@kwacha/db';
import { ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { cleanRepaidLoansCountOf } from '../loans/loans.public';
import { monthlyRepaymentsOfUserJson } from '../payments/payments.public';
import { SETTING_SECTIONS } from '../settings/setting-sections';
import { storedSettingOf } from '../settings/settings.public';

export interface KeptHealthScores {
  /** The score kept for `day` itself, if the dashboard was opened already that day. */
  today: number | null;
  /** The latest score the borrower was shown before `day`: the change indicator's baseline. */
  before: number | null;
}

/** The scores kept for `day` and the latest day before it, newest first: [[day, score], …] (at most two). */
function keptHealthScoresJson(
  userId: SQLWrapper,
  day: SQLWrapper,
): SQL<readonly (readonly [string, number])[]> {
  const k = borrowerHealthScores;
  return scalarSubquery(sql`(select coalesce(json_agg(json_build_array(s.day, s.score) order by s.day desc), '[]'::json)
    from (select ${k.day} as day, ${k.score} as score from ${k}
          where ${k.userId} = ${userId} and ${k.day} <= ${day}::date
          order by ${k.day} desc limit 2) s)`);
}

/** What the dashboard knows of a borrower besides their loans (dashboardFactsOf). */
export interface DashboardFacts {
  kept: KeptHealthScores;
  /** Loans repaid in full without ever falling overdue (the instant-approval limit grows with them). */
  cleanRepaidLoans: number;
  monthlyRepayments: { month: string; amount: number; count: number }[];
  /** The instant-approval rules as stored; settings.service's rulesFromStored reads them. */
  storedInstantApproval: unknown;
}

/**
 * Everything the dashboard reads besides the loans, in one statement (docs/performance.md): the
 * health scores kept for `day` (a Lusaka date) and before, the count of cleanly repaid loans, the repayments
 * per month settled in [trend.from, trend.to), and the instant-approval rules. Each module writes the SQL
 * of its own table; this only gathers them.
 */
export async function dashboardFactsOf(
  db: Executor,
  userId: string,
  day: string,
  trend: { from: Date; to: Date },
): Promise<DashboardFacts> {
  const query = preparedOn(db, 'dashboard_facts_of_user', () => {
    const user = sql.placeholder('userId');
    return db
      .select({
        kept: keptHealthScoresJson(user, sql.placeholder('day')),
        cleanRepaidLoans: cleanRepaidLoansCountOf(user),
        monthlyRepayments: monthlyRepaymentsOfUserJson(user, {
          from: sql.placeholder('from'),
          to: sql.placeholder('to'),
        }),
        storedInstantApproval: storedSettingOf(SETTING_SECTIONS.instantApproval.key),
      })
      .from(sql`(select 1) as one`)
      .prepare('dashboard_facts_of_user');
  });
  const [row] = await query.execute({
    userId,
    day,
    from: trend.from.toISOString(),
    to: trend.to.toISOString(),
  });
  if (!row) throw new Error('the dashboard facts query returned no row');
  const [latest, earlier] = row.kept;
  const today = latest?.[0] === day ? latest : undefined;
  const before = today ? earlier : latest;
  return {
    kept: { today: today?.[1] ?? null, before: before?.[1] ?? null },
    cleanRepaidLoans: Number(row.cleanRepaidLoans),
    monthlyRepayments: row.monthlyRepayments.map(([month, amount, count]) => ({
      month,
      amount: Number(amount),
      count: Number(count),
    })),
    storedInstantApproval: row.storedInstantApproval,
  };
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
