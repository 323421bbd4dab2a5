import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILED_LOGINS } from '../../modules/auth/login.service';
import { register } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type AttemptStore, MemoryAttemptStore, RedisAttemptStore } from './attempt-store';

// The in-memory store always runs; the Redis store too when TEST_REDIS_URL points at a server.
const redisUrl = process.env.TEST_REDIS_URL;

const stores: [name: string, url: string | undefined][] = [['memory', undefined]];
if (redisUrl) stores.push(['redis', redisUrl]);

describe.each(stores)('rate limits with the %s store', (_name, url) => {
  let t: TestApp;
  let redis: Redis | undefined;

  beforeAll(async () => {
    if (url) {
      // A private key space so that parallel runs and earlier runs do not share counters.
      redis = new Redis(url);
      await redis.flushdb();
    }
    t = await createTestApp({ routeLimits: true, ...(url && { config: { redisUrl: url } }) });
  });
  afterAll(async () => {
    await t.close();
    await redis?.quit();
  });

  it('answers 429 with Retry-After and retryAfter once an address exceeds the forgot-password limit', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'someone@example.zm' },
      });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' }, retryAfter });
    expect(limited.json().message).toMatch(
      /^Too many requests\. Please wait \d+ minutes? before trying again\.$/,
    );
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'someone@example.zm' },
      remoteAddress: '10.1.2.3',
    });
    expect(other.statusCode).toBe(200);
  });

  it('slows down one account after repeated wrong passwords without locking out other accounts', async () => {
    const victim = await register(t);
    const bystander = await register(t);
    const login = (emailOrUsername: string, password: string, remoteAddress = '10.9.9.9') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailOrUsername, password },
        remoteAddress,
      });

    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      expect((await login(victim.email, `Wrong-Guess-${i}!`, `10.0.0.${i + 1}`)).statusCode).toBe(401);
    }
    // Even the right password waits now, from any address: the guessing is slowed, not the address.
    const blocked = await login(victim.email.toUpperCase(), victim.password, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().message).toMatch(
      /^Too many failed login attempts for this account\. Please wait \d+ minutes?/,
    );

    const ok = await login(bystander.email, bystander.password, '10.0.1.2');
    expect(ok.statusCode).toBe(200);
  });
});

const storeFactories: [name: string, make: () => AttemptStore][] = [
  ['memory', () => new MemoryAttemptStore()],
];
if (redisUrl) {
  storeFactories.push([
    'redis',
    () => new RedisAttemptStore(new Redis(redisUrl), `kwacha:test:${Date.now()}:`),
  ]);
}

describe.each(storeFactories)('AttemptStore (%s)', (_name, make) => {
  it('counts within a window, reports the time left, and resets', async () => {
    const store = make();
    expect(await store.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect((await store.increment('k', 60_000)).count).toBe(1);
    const second = await store.increment('k', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(50_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await store.peek('k')).count).toBe(2);
    await store.reset('k');
    expect((await store.peek('k')).count).toBe(0);
    if (store instanceof RedisAttemptStore) await (store as unknown as { redis: Redis }).redis.quit();
  });

  it('starts a new window once the old one has passed', async () => {
    let now = 1_000_000;
    const store = new MemoryAttemptStore(() => now);
    await store.increment('k', 1000);
    await store.increment('k', 1000);
    now += 1001;
    expect(await store.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect((await store.increment('k', 1000)).count).toBe(1);
  });
});
