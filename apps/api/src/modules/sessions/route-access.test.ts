import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { authenticate, requireVerifiedEmail } from './authenticate';
import { routeAccess } from './route-access';

describe('routeAccess', () => {
  it('authenticates, then checks the role, then the e-mail, and lists the route with its tags and token', () => {
    const options = routeAccess({ tags: ['loans'], roles: ['user'], verifiedEmail: true })({
      summary: 'Apply',
    });

    expect(options.onRequest).toHaveLength(3);
    expect(options.onRequest[0]).toBe(authenticate);
    expect(options.onRequest[2]).toBe(requireVerifiedEmail);
    expect(options.schema).toEqual({ tags: ['loans'], security: [{ authToken: [] }], summary: 'Apply' });
  });

  it('only authenticates when no role is named', () => {
    expect(routeAccess({ tags: ['notifications'] })({ summary: 'Mine' }).onRequest).toEqual([authenticate]);
  });

  it('keeps the schema types, so the zod type provider still types the request', () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const staffOnly = routeAccess({ tags: ['staff'], roles: ['admin', 'superuser'] });

    app.post(
      '/things/:id',
      staffOnly({
        summary: 'Rename a thing',
        params: z.object({ id: z.string() }),
        querystring: z.object({ dryRun: z.coerce.boolean() }),
        body: z.object({ name: z.string() }),
      }),
      async (request) => {
        expectTypeOf(request.params).toEqualTypeOf<{ id: string }>();
        expectTypeOf(request.query).toEqualTypeOf<{ dryRun: boolean }>();
        expectTypeOf(request.body).toEqualTypeOf<{ name: string }>();
        return request.body.name;
      },
    );
    expect(app.hasRoute({ method: 'POST', url: '/things/:id' })).toBe(true);
  });
});
