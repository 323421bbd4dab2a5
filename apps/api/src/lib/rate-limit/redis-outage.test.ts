import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationPayload } from '../../testing/factories';
import { freePort } from '../../testing/processes';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The chaos run (docs/operations.md §7) found a repayment and a registration answered 500 while Redis
// restarted. With REDIS_URL pointing at a Redis that does not answer, a limited route says "try again
// shortly" (503), never "something went wrong" (500), and lets nothing through uncounted.
describe('a Redis that does not answer', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      routeLimits: true,
      config: { redisUrl: `redis://127.0.0.1:${await freePort()}` },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a registration with 503 and the message people read, not a server error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationPayload(),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      success: false,
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable. Please try again shortly.',
      },
    });
  });

  it('refuses a sign-in the same way (the guessing limits cannot be counted)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: 'nobody@example.zm', password: 'Not-The-Password-1' },
    });
    expect(res.statusCode).toBe(503);
  });
});
