import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

type HelmetMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers helmet writes, recorded once by running it against a response that only takes notes. Our
 * policy has no per-request part (no nonce), so every answer gets the same headers; two recordings that
 * differ mean someone added one, and the server refuses to start rather than send a stale policy.
 */
export function recordHeaders(applyHeaders: HelmetMiddleware): Record<string, string> {
  const record = () => {
    const headers: Record<string, string> = {};
    const notes = {
      setHeader: (name: string, value: string | number | readonly string[]) => {
        headers[name.toLowerCase()] = String(value);
      },
      removeHeader: () => {},
    };
    applyHeaders({} as IncomingMessage, notes as unknown as ServerResponse, (error) => {
      if (error) throw error;
    });
    return headers;
  };
  const first = record();
  if (JSON.stringify(first) !== JSON.stringify(record())) {
    throw new Error(
      'The security headers differ from one request to the next; they cannot be recorded once.',
    );
  }
  return first;
}

/**
 * The security headers of every answer, by helmet, written from one recording (recordHeaders): running
 * helmet's middleware on every request set each header twice and took a measurable share of a small read
 * route's CPU, and the Fastify wrapper (@fastify/helmet) even rebuilt it per request (docs/performance.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const headers = recordHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // No inline scripts anywhere: the built app loads only its own hashed files.
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          // blob: for identity photos, which are fetched with the session and shown from an object URL
          // (docs/product.md §20): an <img src> cannot send the session header, and they have no public URL.
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // Reset links carry their token in the path: never send it to another site as a referrer.
      referrerPolicy: { policy: 'no-referrer' },
      // HSTS only means something behind TLS; on plain http it would only confuse local use.
      strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    }) as HelmetMiddleware,
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
