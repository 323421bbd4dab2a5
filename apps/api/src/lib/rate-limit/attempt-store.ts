import type { Redis } from 'ioredis';

export interface AttemptCount {
  count: number;
  /** Milliseconds until the window for this key closes and the count starts again from zero. */
  resetInMs: number;
}

/**
 * Counts events per key in a fixed window (failed logins for one account, say). In memory for one
 * process; in Redis when several API processes must share the counts.
 */
export interface AttemptStore {
  increment(key: string, windowMs: number): Promise<AttemptCount>;
  peek(key: string): Promise<AttemptCount>;
  reset(key: string): Promise<void>;
}

export class MemoryAttemptStore implements AttemptStore {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, windowMs: number): Promise<AttemptCount> {
    const now = this.now();
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.entries.set(key, entry);
      this.sweep(now);
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async peek(key: string): Promise<AttemptCount> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  // Keeps memory bounded: expired keys go whenever a new window opens.
  private sweep(now: number): void {
    if (this.entries.size < 10_000) return;
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
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
    const results = await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
    const count = Number(results?.[0]?.[1] ?? 1);
    const ttl = Number(results?.[2]?.[1] ?? windowMs);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<AttemptCount> {
    const k = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(k), this.redis.pttl(k)]);
    if (!count || ttl <= 0) return { count: 0, resetInMs: 0 };
    return { count: Number(count), resetInMs: ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
