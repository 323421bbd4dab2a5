import { emailMessages } from '@kwacha/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail, register, registrationPayload } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addressGroup } from './address-group';
import { LOGIN_GUESSING, retryDelayMs } from './login-guessing';

describe('addressGroup', () => {
  it('counts an IPv4 address as itself and an IPv6 address as its /64', () => {
    expect(addressGroup('41.72.100.1')).toBe('41.72.100.1');
    expect(addressGroup('::ffff:41.72.100.1')).toBe('41.72.100.1');
    expect(addressGroup('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0DB8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  });
});

describe('retryDelayMs', () => {
  it('doubles from one second after the free attempts, up to five minutes', () => {
    const free = LOGIN_GUESSING.freeAttempts;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(free + n))).toEqual([1000, 2000, 4000, 8000]);
    // 1 s * 2^8 = 256 s; the next doubling (512 s) is over the 300 s cap.
    expect(retryDelayMs(free + 9)).toBe(256_000);
    expect(retryDelayMs(free + 10)).toBe(300_000);
    expect(retryDelayMs(free + 1000)).toBe(300_000);
  });
});

describe('login: lock the guessing, not the owner (on the app clock)', () => {
  let t: TestApp;
  let clock = new Date('2026-12-01T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  const login = (emailOrUsername: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername, password },
      remoteAddress,
    });
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  it('makes addresses that keep guessing wait longer and longer, while the owner signs in at once', async () => {
    const victim = await register(t);
    const guesser = (i: number) => `198.51.100.${i}`;
    const free = LOGIN_GUESSING.freeAttempts;
    // Eleven addresses fail once each: attempts 1-11 of the window, none of them held up.
    for (let i = 1; i <= free + 1; i++)
      expect((await login(victim.email, `Wrong-${i}!`, guesser(i))).statusCode).toBe(401);

    // Attempt 12, from an address that failed, opens the gate for 2 s; attempt 13 waits for it.
    expect((await login(victim.email, 'Wrong-12!', guesser(1))).statusCode).toBe(401);
    const first = await login(victim.email, 'Wrong-13!', guesser(2));
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('2');
    expect(first.json().message).toBe(
      'Too many failed login attempts for this account. Please wait 2 seconds before trying again.',
    );
    expect((await login(victim.email, victim.password, '203.0.113.1')).statusCode).toBe(200);

    // Two seconds on, attempt 15 (the owner's was 14) gets through and shuts the gate for 16 s.
    later(2000);
    expect((await login(victim.email, 'Wrong-15!', guesser(3))).statusCode).toBe(401);
    const second = await login(victim.email, 'Wrong-16!', guesser(4));
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(16);
    // Even with the right password: this address has failed for the account, so it queues too.
    expect((await login(victim.email, victim.password, guesser(5))).statusCode).toBe(429);
    expect((await login(victim.email, victim.password, '203.0.113.2')).statusCode).toBe(200);

    later(16_000);
    expect((await login(victim.email, 'Wrong-19!', guesser(6))).statusCode).toBe(401);
    const third = await login(victim.email, 'Wrong-20!', guesser(7));
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(16);
  });

  it('shuts one /64 out as one address, not its neighbours', async () => {
    const victim = await register(t);
    for (let i = 0; i < LOGIN_GUESSING.perAddress.max; i++)
      expect((await login(victim.email, `Wrong-${i}!`, `2001:db8:1:2::${i + 1}`)).statusCode).toBe(401);
    expect((await login(victim.email, victim.password, '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await login(victim.email, victim.password, '2001:db8:1:3::1')).statusCode).toBe(200);

    // Once the window has passed, the shut address may try again.
    later(LOGIN_GUESSING.perAddress.windowMs);
    expect((await login(victim.email, victim.password, '2001:db8:1:2::1')).statusCode).toBe(200);
  });

  it('warns the owner in their own language, once however many guesses arrive at once', async () => {
    const payload = registrationPayload();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'bem' },
      payload,
    });
    expect(registered.statusCode).toBe(201);
    const guesses = await Promise.all(
      Array.from({ length: 9 }, (_, i) => login(payload.email, `Wrong-${i}!`, `192.0.2.${i + 1}`)),
    );
    expect(guesses.every((res) => res.statusCode === 401)).toBe(true);
    const warning = await latestEmail(t, payload.email, 'login-guessing');
    expect(warning.subject).toBe('Umuntu aleesha ukwingila mu akaunti yenu');
    expect(warning.priority).toBe('security');
    const all = await t.ctx.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.toAddress, payload.email), eq(emailMessages.template, 'login-guessing')));
    expect(all).toHaveLength(1);
  });
});
