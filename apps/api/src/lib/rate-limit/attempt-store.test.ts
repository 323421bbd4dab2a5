import { createTestDatabase } from '@kwacha/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AttemptStore, PostgresAttemptStore, RedisAttemptStore } from './attempt-store';

const redisUrl = process.env.TEST_REDIS_URL;

describe('AttemptStore', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let redis: Redis | undefined;
  let now = new Date('2026-11-24T08:00:00Z').getTime();
  const stores: [string, () => AttemptStore][] = [];

  beforeAll(async () => {
    database = await createTestDatabase(inject('testDatabaseBase'));
    stores.push(['postgres', () => new PostgresAttemptStore(database.db, () => new Date(now))]);
    if (redisUrl) {
      redis = new Redis(redisUrl);
      const prefix = `kwacha:test:${process.pid}:${Date.now()}:`;
      stores.push(['redis', () => new RedisAttemptStore(redis as Redis, prefix)]);
    }
  });
  afterAll(async () => {
    await database.close();
    await redis?.quit();
  });

  it('counts within a window, reports the time left, and resets', async () => {
    for (const [name, make] of stores) {
      const store = make();
      expect((await store.increment(`k1-${name}`, 60_000)).count).toBe(1);
      const second = await store.increment(`k1-${name}`, 60_000);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(50_000);
      expect(second.resetInMs).toBeLessThanOrEqual(60_000);
      await store.reset(`k1-${name}`);
      expect((await store.increment(`k1-${name}`, 60_000)).count).toBe(1);
    }
  });

  it('hands out every count exactly once under 50 parallel increments', async () => {
    for (const [name, make] of stores) {
      const store = make();
      const counts = await Promise.all(
        Array.from({ length: 50 }, () => store.increment(`k2-${name}`, 60_000)),
      );
      expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
    }
  });

  it('forgets every key under a prefix and nothing else', async () => {
    for (const [name, make] of stores) {
      const store = make();
      for (const key of [`p-${name}:a`, `p-${name}:a:from:x`, `p-${name}:a:retries`, `p-${name}:ab`]) {
        await store.increment(key, 60_000);
        await store.increment(key, 60_000);
      }
      await store.resetPrefix(`p-${name}:a:`);
      expect((await store.increment(`p-${name}:a:from:x`, 60_000)).count).toBe(1);
      expect((await store.increment(`p-${name}:a:retries`, 60_000)).count).toBe(1);
      expect((await store.increment(`p-${name}:a`, 60_000)).count).toBe(3);
      expect((await store.increment(`p-${name}:ab`, 60_000)).count).toBe(3);
    }
  });

  it('starts a new window once the old one has passed (PostgreSQL, on the app clock)', async () => {
    const store = new PostgresAttemptStore(database.db, () => new Date(now));
    await store.increment('k3', 1000);
    await store.increment('k3', 1000);
    now += 1001;
    const fresh = await store.increment('k3', 1000);
    expect(fresh).toEqual({ count: 1, resetInMs: 1000 });
  });
});
