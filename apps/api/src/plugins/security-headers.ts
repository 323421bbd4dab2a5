import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The security headers of every answer, by helmet. The middleware is built once at boot: the Fastify
 * wrapper (@fastify/helmet) rebuilt it, and parsed the policy again, on every request, which cost a read
 * route more than its own work (docs/architecture.md §14).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const applyHeaders = helmet({
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
    strictTransportSecurity: options.https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
