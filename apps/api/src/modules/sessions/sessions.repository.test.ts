import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecretToken } from '../../lib/secret-tokens';
import { loginToken, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findLiveSessionWithUser } from './sessions.repository';

// Every signed-in request reads its session with this statement: the password hash never comes with it
// (a password check reads it by id, users.repository.ts), nor the token's own hash.
describe('the session a signed-in request reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('carries the account without its password hash, and the session without its token hash', async () => {
    const borrower = await verifiedBorrower(t);
    const token = await loginToken(t, borrower.email, borrower.password);
    const row = await findLiveSessionWithUser(t.ctx.db, hashSecretToken(token, t.ctx.config.sessionSecret));

    expect(row?.user).toMatchObject({ id: borrower.userId, email: borrower.email, isActive: true });
    expect(row?.user).not.toHaveProperty('passwordHash');
    expect(Object.keys(row?.session ?? {}).sort()).toEqual([
      'expiresAt',
      'id',
      'lastSeenAt',
      'totpVerifiedAt',
    ]);
  });
});
