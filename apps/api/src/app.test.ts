import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT_BYTES } from './app';
import { createTestApp, type TestApp } from './testing/test-app';

// A probe route that accepts a strict JSON body, so the framework-level answers (413, 415, 400)
// are exercised exactly as every real POST route will see them.
const probeBody = z.strictObject({ email: z.email(), password: z.string().min(8) });

describe('API foundation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      extraRoutes(app) {
        app.post('/api/test/probe', { schema: { body: probeBody } }, async (request) => {
          request.log.info({ body: request.body }, 'probe received');
          return { success: true, message: 'received', msg: 'received', data: null };
        });
        // An answer the size of a borrower's loans with their payments (about 30 kB of JSON).
        app.get('/api/test/large', async () => ({
          success: true,
          message: 'ok',
          msg: 'ok',
          data: Array.from({ length: 300 }, (_, i) => ({ reference: `KL-${i}`, amount: i * 125 })),
        }));
        app.get('/api/test/boom', async () => {
          throw new Error('select * from users where secret = 42');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers GET /api/health with the success envelope when the database is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'OK',
      msg: 'OK',
      data: { status: 'ok', database: 'up' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown /api path with a 404 envelope that does not echo the URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing-<script>' });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body).toEqual({
      success: false,
      message: 'The requested resource was not found.',
      msg: 'The requested resource was not found.',
      error: { code: 'NOT_FOUND', message: 'The requested resource was not found.' },
    });
    expect(res.body).not.toContain('no-such-thing');
  });

  it('refuses a body larger than the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/probe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.zm', password: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/probe',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('answers malformed JSON with 400 and no parser internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Request body is not valid JSON.' });
  });

  it('maps schema failures to VALIDATION_ERROR with one detail per field, and refuses unknown fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/probe',
      payload: { email: 'not-an-email', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(['email', 'password']);
    for (const detail of body.error.details) expect(detail.msg).toBe(detail.message);
    // The message people read is the fields' own messages, never prefixed with a field name.
    expect(body.message).toBe(body.error.details.map((d: { message: string }) => d.message).join('; '));
    expect(body.message).not.toMatch(/\b(email|password):/);

    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/test/probe',
      payload: { email: 'a@b.zm', password: 'long-enough', role: 'superuser' },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('answers an unexpected failure with a generic 500 and no stack or SQL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      msg: 'Something went wrong on our side. Please try again.',
      error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(res.body).not.toMatch(/select|secret|at .*\.ts/);
  });

  it('redacts passwords and auth tokens from the logs', async () => {
    const before = t.logs.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/probe',
      headers: { 'x-auth-token': 'tok-very-secret-value' },
      payload: { email: 'a@b.zm', password: 'Hunter2-Secret!' },
    });
    expect(res.statusCode).toBe(200);
    const written = t.logs.slice(before).join('\n');
    expect(written).toContain('probe received');
    expect(written).toContain('[redacted]');
    expect(written).not.toContain('Hunter2-Secret!');
    expect(written).not.toContain('tok-very-secret-value');
  });

  it('compresses a large answer in one piece, with its length, for a browser that accepts brotli', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/test/large' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);

    const br = await t.app.inject({
      method: 'GET',
      url: '/api/test/large',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    // Compressed in one call rather than through a stream (docs/performance.md): the length is known
    // and the answer is not sent in chunks.
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('sends the security headers: CSP without inline script, nosniff, no framing, no referrer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
  });
});
