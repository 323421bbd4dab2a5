import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No inline scripts anywhere: the built app loads only its own hashed files.
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
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
}
