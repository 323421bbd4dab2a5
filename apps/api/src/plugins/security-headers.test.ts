import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { recordHeaders, registerSecurityHeaders } from './security-headers';

type Middleware = Parameters<typeof recordHeaders>[0];

describe('security headers recorded once at boot', () => {
  it('records what helmet writes, names in lower case', () => {
    const headers = recordHeaders(helmet({ referrerPolicy: { policy: 'no-referrer' } }) as Middleware);
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a policy that changes from one request to the next', () => {
    let requests = 0;
    const nonced: Middleware = (_req: IncomingMessage, res: ServerResponse, next) => {
      requests += 1;
      res.setHeader('Content-Security-Policy', `script-src 'nonce-${requests}'`);
      next();
    };
    expect(() => recordHeaders(nonced)).toThrow(/differ from one request to the next/);
  });

  it('sends them on answers, unknown paths and errors alike, and a route may replace one', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { https: true });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fails', async () => {
      throw new Error('broken');
    });
    app.get('/own-policy', async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'").send('page'),
    );
    try {
      for (const url of ['/ok', '/missing', '/fails']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
        expect(res.headers['x-frame-options'], url).toBe('DENY');
        expect(res.headers['strict-transport-security'], url).toContain('max-age=31536000');
      }
      const own = await app.inject({ method: 'GET', url: '/own-policy' });
      expect(own.headers['content-security-policy']).toBe("default-src 'none'");
      expect(own.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await app.close();
    }
  });
});
