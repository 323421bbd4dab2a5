import { attemptCounters, type Database, type Executor } from '@kwacha/db';
import { eq, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { ServiceUnavailableError } from '../domain-errors';

export interface AttemptCount {
  count: number;
  /** Milliseconds until the window for this key closes and the count starts again from zero. */
  resetInMs: number;
}

/**
 * Counts events per key in a fixed window (login attempts on one account, reset e-mails to one address).
 * `increment` is atomic and answers the count including this event, so a caller that checks the answer
 * has reserved its attempt before doing the work: parallel requests cannot all read "4" and all proceed.
 * In PostgreSQL by default (shared by every API process, kept across restarts), in Redis when
 * REDIS_URL is set.
 */
export interface AttemptStore {
  increment(key: string, windowMs: number): Promise<AttemptCount>;
  reset(key: string): Promise<void>;
  /** Forgets every key that starts with `prefix` (all the counters of one account, for an unlock). */
  resetPrefix(prefix: string): Promise<void>;
}

export class PostgresAttemptStore implements AttemptStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async increment(key: string, windowMs: number): Promise<AttemptCount> {
    const now = this.now();
    const resetAt = new Date(now.getTime() + windowMs);
    // One statement: the row lock of the upsert serialises concurrent increments of one key.
    const expired = sql`${attemptCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(attemptCounters)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: attemptCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${attemptCounters.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${attemptCounters.resetAt} end`,
        },
      })
      .returning({ count: attemptCounters.count, resetAt: attemptCounters.resetAt });
    if (!row) throw new Error('attempt counter upsert returned no row');
    return { count: row.count, resetInMs: Math.max(0, row.resetAt.getTime() - now.getTime()) };
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(attemptCounters).where(eq(attemptCounters.key, key));
  }

  async resetPrefix(prefix: string): Promise<void> {
    await this.db.delete(attemptCounters).where(sql`starts_with(${attemptCounters.key}, ${prefix})`);
  }
}

/**
 * Redis restarting or out of reach (ioredis gives up after its retries): the attempt cannot be counted,
 * so it is refused as "try again shortly" (503), never let through and never a server error (500). The
 * chaos run found the 500s (docs/operations.md §7).
 */
async function orUnavailable<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    const unavailable = new ServiceUnavailableError(
      'The service is temporarily unavailable. Please try again shortly.',
    );
    unavailable.cause = error;
    throw unavailable;
  }
}

export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'kwacha:attempts:',
  ) {}

  async increment(key: string, windowMs: number): Promise<AttemptCount> {
    const k = this.prefix + key;
    // INCR then set the expiry only when the key is new (NX), atomically in one round trip.
    const results = await orUnavailable(() =>
      this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec(),
    );
    const count = Number(results?.[0]?.[1] ?? 1);
    const ttl = Number(results?.[2]?.[1] ?? windowMs);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async reset(key: string): Promise<void> {
    await orUnavailable(() => this.redis.del(this.prefix + key));
  }

  async resetPrefix(prefix: string): Promise<void> {
    // SCAN walks the keyspace in steps without blocking Redis; an unlock is rare and its keys few.
    const pattern = `${(this.prefix + prefix).replace(/[*?[\]\\]/g, '\\$&')}*`;
    let cursor = '0';
    do {
      const [next, keys] = await orUnavailable(() =>
        this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000),
      );
      if (keys.length > 0) await orUnavailable(() => this.redis.del(...keys));
      cursor = next;
    } while (cursor !== '0');
  }
}

/** Deletes the PostgreSQL store's counters whose window closed before `now`; answers how many. */
export async function deleteClosedAttemptWindows(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(attemptCounters)
    .where(lt(attemptCounters.resetAt, now))
    .returning({ key: attemptCounters.key });
  return rows.length;
}
