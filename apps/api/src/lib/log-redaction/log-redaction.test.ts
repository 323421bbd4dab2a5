import { users } from '@kwacha/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, tokenFromEmail } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The security review read the server log and found a live reset token and a failed query's values.
describe('what the request log keeps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extraRoutes: (app) => {
        // A query that fails on a unique index, with personal data among its parameters.
        app.post('/api/test/duplicate-user', async () => {
          await t.ctx.db.insert(users).values({
            username: 'dup-user',
            email: 'chileshe.dup@example.zm',
            passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$dGhlLWhhc2gtaXRzZWxm',
            phoneNumber: '+260977000111',
            nrcNumber: '998877/66/1',
            dateOfBirth: '1987-03-09',
          });
          return { ok: true };
        });
      },
    });
  });
  afterAll(() => t.close());

  it('never holds a reset token, even after a failed reset left the link valid', async () => {
    const borrower = await register(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: borrower.email },
    });
    const token = await tokenFromEmail(t, borrower.email, 'password-reset');

    const failed = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${token}`,
      payload: { password: 'New-Password-1!', password2: 'Different-Password-1!' },
    });
    expect(failed.statusCode).toBe(400);
    // The borrower's browser opened the page first: the SPA path is logged too.
    await t.app.inject({ method: 'GET', url: `/reset-password/${token}` });

    const log = t.logs.join('\n');
    expect(log).toContain('/api/auth/reset-password/[redacted]');
    expect(log).not.toContain(token);
  });

  it('never holds the SMS delivery-report token, nor a reset token behind an encoded name', async () => {
    const callbackToken = 'delivery-report-secret-4f9a2c';
    await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/africastalking/sms-delivery/${callbackToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=ATXid_1&status=Success',
    });
    const resetToken = 'q3Vx0bq2Yw8k6mF1sT9uZr4nH7cJ5pLaE2dG8iKoWxy';
    const encoded = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset%2Dpassword/${resetToken}`,
      payload: { password: 'New-Password-1!', password2: 'New-Password-1!' },
    });
    // The router decodes the path: this is the reset route, which does not know the token.
    expect(encoded.json().error.code).toBe('INVALID_TOKEN');

    const log = t.logs.join('\n');
    expect(log).toContain('/api/webhooks/africastalking/sms-delivery/[redacted]');
    expect(log).toContain('/api/auth/reset%2Dpassword/[redacted]');
    expect(log).not.toContain(callbackToken);
    expect(log).not.toContain(resetToken);
  });

  it('logs a failed query by its text and SQLSTATE, never by its parameters', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/test/duplicate-user' });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({ method: 'POST', url: '/api/test/duplicate-user' });
    expect(second.statusCode).toBe(500);
    expect(second.body).not.toContain('998877');

    const entry = t.logs.map((line) => JSON.parse(line)).find((line) => line.msg === 'unhandled error');
    expect(entry?.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(entry?.err.cause).toMatchObject({ code: '23505', constraint: 'users_email_key' });
    const log = t.logs.join('\n');
    for (const value of ['chileshe.dup', '260977000111', '998877', '1987-03-09', 'dGhlLWhhc2gtaXRzZWxm']) {
      expect(log).not.toContain(value);
    }
  });

  it('generates its own request id and keeps a client-chosen one only as a separate field', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'client-chosen-42' },
    });
    expect(res.headers['x-request-id']).not.toBe('client-chosen-42');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const entries = t.logs
      .map((line) => JSON.parse(line))
      .filter((line) => line.reqId === res.headers['x-request-id']);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((line) => line.clientRequestId === 'client-chosen-42')).toBe(true);

    // A client id that could forge log lines is not kept at all.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'x" {"level":60}' },
    });
    const forgedEntries = t.logs
      .map((line) => JSON.parse(line))
      .filter((line) => line.reqId === forged.headers['x-request-id']);
    expect(forgedEntries.every((line) => line.clientRequestId === undefined)).toBe(true);
  });
});
