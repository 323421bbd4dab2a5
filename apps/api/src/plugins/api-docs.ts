import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas. Registered before the routes so it sees them all. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kwacha Loans API',
        description: 'Consumer lending in Zambian kwacha. Money in JSON is kwacha with at most 2 decimals.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { authToken: { type: 'apiKey', in: 'header', name: 'x-auth-token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
}

export function registerApiDocsRoute(app: FastifyInstance): void {
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
}
