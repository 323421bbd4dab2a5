import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, verifiedBorrower } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

// Failed sign-ins, refused accesses and limits each leave one structured line an operator can alert on
// (docs/operations.md §6), with no personal data or secret in it (README "Security and limits").

describe('security events in the log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const eventsSince = (from: number) =>
    t.logs
      .slice(from)
      .map((line) => ({ line, parsed: JSON.parse(line) as Record<string, unknown> }))
      .filter(({ parsed }) => typeof parsed.event === 'string');

  it('logs a failed login as auth.failed without the name, password or address tried', async () => {
    const natasha = await register(t, { email: 'natasha.banda@example.zm' });
    const from = t.logs.length;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: 'natasha.banda@example.zm', password: 'Wrong-password-9' },
    });
    expect(answer.statusCode).toBe(401);
    const events = eventsSince(from);
    expect(events.map(({ parsed }) => parsed)).toEqual([
      expect.objectContaining({
        level: 40,
        event: 'auth.failed',
        code: 'INVALID_CREDENTIALS',
        method: 'POST',
        route: '/api/auth/login',
      }),
    ]);
    for (const secret of ['natasha.banda', 'Wrong-password-9', natasha.password]) {
      expect(events[0]?.line).not.toContain(secret);
    }
  });

  it('logs a request without a valid session as auth.failed', async () => {
    const from = t.logs.length;
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-auth-token': 'not-a-real-session-token-at-all' },
    });
    expect(answer.statusCode).toBe(401);
    expect(eventsSince(from).map(({ parsed }) => parsed)).toEqual([
      expect.objectContaining({ event: 'auth.failed', code: 'UNAUTHENTICATED', route: '/api/auth/me' }),
    ]);
    expect(eventsSince(from)[0]?.line).not.toContain('not-a-real-session-token-at-all');
  });

  it('logs a borrower on a staff route as access.denied, naming the account by id only', async () => {
    const borrower = await verifiedBorrower(t);
    const from = t.logs.length;
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/statistics',
      headers: { 'x-auth-token': borrower.token },
    });
    expect(answer.statusCode).toBe(403);
    const events = eventsSince(from);
    expect(events.map(({ parsed }) => parsed)).toEqual([
      expect.objectContaining({
        event: 'access.denied',
        code: 'FORBIDDEN',
        route: '/api/admin/statistics',
        userId: borrower.userId,
      }),
    ]);
    expect(events[0]?.line).not.toContain(borrower.token);
  });

  it('logs a dead reset link by the route pattern, never the token in the path', async () => {
    const from = t.logs.length;
    const token = 'A'.repeat(43);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${token}`,
      payload: { password: 'Another-Strong-Pass-42', password2: 'Another-Strong-Pass-42' },
    });
    expect(answer.statusCode).toBe(400);
    const events = eventsSince(from);
    expect(events.map(({ parsed }) => parsed)).toEqual([
      expect.objectContaining({ event: 'auth.failed', code: 'INVALID_TOKEN' }),
    ]);
    expect(events[0]?.parsed.route).toMatch(/:token/);
    expect(t.logs.slice(from).join('\n')).not.toContain(token);
  });

  it('logs a request turned away by a limit as rate.limited', async () => {
    const from = t.logs.length;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'limit.tester@example.zm' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const events = eventsSince(from);
    expect(events.map(({ parsed }) => parsed)).toEqual([
      expect.objectContaining({
        event: 'rate.limited',
        code: 'RATE_LIMITED',
        route: '/api/auth/forgot-password',
      }),
    ]);
    expect(events[0]?.line).not.toContain('limit.tester');
  });
});
