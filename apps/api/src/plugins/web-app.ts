import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built single-page app from `distDir`: hashed files under /assets/ cached for a year,
 * pre-compressed .br/.gz copies when the browser accepts them, and index.html for every other
 * non-API path so that client-side routes survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run `npm run build`)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    preCompressed: true,
    index: ['index.html'],
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('cache-control', filePath.includes('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });
  return true;
}

export function isSpaRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.startsWith('/api') &&
    !path.startsWith('/assets/')
  );
}

export function sendSpaIndex(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}
