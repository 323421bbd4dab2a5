import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { unsubscribeToken } from '../consent/unsubscribe-links';

// docs/operations.md, "Rotating secrets": a new SESSION_SECRET with the old one as SESSION_SECRET_PREVIOUS
// keeps everyone signed in; without it every session made before the rotation ends.
const OLD = 'old-session-secret-old-session-secret-0001';
const NEW = 'new-session-secret-new-session-secret-0002';

describe('rotating the session secret', () => {
  let before: TestApp;
  let rotated: TestApp;
  let withoutPrevious: TestApp;
  const me = (t: TestApp, token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-auth-token': token } });

  beforeAll(async () => {
    before = await createTestApp({ config: { sessionSecret: OLD } });
    // The same database, served after the rotation: with the old secret kept as the previous one, and not.
    rotated = await createTestApp({
      database: before.database,
      config: { sessionSecret: NEW, sessionSecretPrevious: OLD },
    });
    withoutPrevious = await createTestApp({ database: before.database, config: { sessionSecret: NEW } });
  });
  afterAll(async () => {
    await withoutPrevious?.app.close();
    await rotated?.app.close();
    await before?.close();
  });

  it('keeps a session made before the rotation, and moves it to the new secret on its next request', async () => {
    const borrower = await verifiedBorrower(before);
    const token = await loginToken(before, borrower.email, borrower.password);
    expect((await me(withoutPrevious, token)).statusCode).toBe(401);

    expect((await me(rotated, token)).statusCode).toBe(200);
    // Now stored under the new secret: found without the previous one, and no longer under the old.
    expect((await me(withoutPrevious, token)).statusCode).toBe(200);
    expect((await me(before, token)).statusCode).toBe(401);
  });

  it('logs out for good: a revoked session is not revived by the previous secret', async () => {
    const borrower = await verifiedBorrower(before);
    const token = await loginToken(before, borrower.email, borrower.password);
    const out = await before.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-auth-token': token },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(rotated, token)).statusCode).toBe(401);
  });

  it('accepts unsubscribe links e-mailed before the rotation, and refuses them once the old secret is gone', async () => {
    const borrower = await verifiedBorrower(before);
    const token = unsubscribeToken(OLD, borrower.userId);
    const ask = (t: TestApp) => t.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${token}` });
    expect((await ask(rotated)).statusCode).toBe(200);
    expect((await ask(withoutPrevious)).statusCode).toBe(400);
  });
});
