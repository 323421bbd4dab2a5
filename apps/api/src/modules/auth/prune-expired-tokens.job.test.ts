import { attemptCounters, sessions, users, userTokens } from '@kwacha/db';
import { createTestDatabase } from '@kwacha/db/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pruneExpiredTokens } from './prune-expired-tokens.job';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-21T10:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);

describe('pruneExpiredTokens', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase(inject('testDatabaseBase'));
  });
  afterAll(() => database.close());

  it('deletes only tokens, sessions and counters nobody can use any more', async () => {
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({ username: 'mwila', email: 'mwila@example.zm', passwordHash: 'x' })
      .returning();
    if (!user) throw new Error('no user');
    await db.insert(userTokens).values([
      { userId: user.id, purpose: 'verify_email', tokenHash: 'expired-long-ago', expiresAt: ago(8) },
      {
        userId: user.id,
        purpose: 'reset_password',
        tokenHash: 'used-long-ago',
        expiresAt: ago(-1),
        usedAt: ago(9),
      },
      { userId: user.id, purpose: 'verify_email', tokenHash: 'expired-yesterday', expiresAt: ago(1) },
      { userId: user.id, purpose: 'verify_email', tokenHash: 'still-valid', expiresAt: ago(-1) },
    ]);
    await db.insert(sessions).values([
      { userId: user.id, tokenHash: 'session-expired-long-ago', expiresAt: ago(31) },
      { userId: user.id, tokenHash: 'session-revoked-long-ago', expiresAt: ago(-5), revokedAt: ago(40) },
      { userId: user.id, tokenHash: 'session-live', expiresAt: ago(-5) },
    ]);

    await db.insert(attemptCounters).values([
      { key: 'login:closed-window', count: 5, resetAt: ago(0.01) },
      { key: 'login:open-window', count: 2, resetAt: ago(-0.01) },
    ]);

    expect(await pruneExpiredTokens(db, now)).toEqual({ tokens: 2, sessions: 2, counters: 1 });

    const tokensLeft = (await db.select().from(userTokens)).map((t) => t.tokenHash).sort();
    expect(tokensLeft).toEqual(['expired-yesterday', 'still-valid']);
    const sessionsLeft = (await db.select().from(sessions)).map((s) => s.tokenHash);
    expect(sessionsLeft).toEqual(['session-live']);
    const countersLeft = (await db.select().from(attemptCounters)).map((c) => c.key);
    expect(countersLeft).toEqual(['login:open-window']);
    // Running it again changes nothing.
    expect(await pruneExpiredTokens(db, now)).toEqual({ tokens: 0, sessions: 0, counters: 0 });
  });
});
