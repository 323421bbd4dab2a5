import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedBorrower } from './testing/factories';
import { createTestApp, type TestApp } from './testing/test-app';

// ASVS v5.0.0-4.1.1: every answer with a body says what it is, with its charset, so no browser guesses.

describe('Content-Type of the answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is application/json; charset=utf-8 on successes, refusals and errors alike', async () => {
    const borrower = await verifiedBorrower(t);
    const requests = [
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/loan-products' },
      { method: 'GET', url: '/api/auth/me', headers: { 'x-auth-token': borrower.token } },
      { method: 'GET', url: '/api/auth/me' },
      { method: 'GET', url: '/api/admin/statistics', headers: { 'x-auth-token': borrower.token } },
      { method: 'GET', url: '/api/no-such-route' },
      { method: 'POST', url: '/api/auth/login', payload: {} },
      {
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      },
    ] as const;
    for (const request of requests) {
      const answer = await t.app.inject(request);
      expect(answer.headers['content-type'], `${request.method} ${request.url} (${answer.statusCode})`).toBe(
        'application/json; charset=utf-8',
      );
    }
  });
});
