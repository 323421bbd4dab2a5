import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const person = z.object({
  id: z.string(),
  name: z.string(),
  balance: z.number().int(),
  closedAt: z.string().nullable(),
  note: z.string().optional(),
});

/** A one-route app answering `answer` under `schema`, serialised as production or as tests do. */
async function appAnswering(schema: z.ZodType, answer: unknown, crossCheck: boolean) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ crossCheck }));
  app.get('/thing', { schema: { response: { 200: schema } } }, async () => answer as never);
  await app.ready();
  return app;
}

describe.each([
  ['production', false],
  ['cross-checked', true],
])('responses serialised as in %s', (_mode, crossCheck) => {
  it('writes the schema’s fields and leaves out any other the handler had', async () => {
    const row = {
      id: 'u1',
      name: 'Mwila "M" Banda\n',
      balance: 150_000,
      closedAt: null,
      passwordHash: '$argon2id$secret',
      nrcNumber: '123456/78/1',
    };
    const app = await appAnswering(person, row, crossCheck);
    const res = await app.inject({ method: 'GET', url: '/thing' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"id":"u1","name":"Mwila \\"M\\" Banda\\n","balance":150000,"closedAt":null}');
    expect(res.body).not.toContain('argon2');
    await app.close();
  });

  it('leaves out nested fields the schema does not name, in arrays too', async () => {
    const schema = z.object({ items: z.array(z.object({ id: z.string() })) });
    const app = await appAnswering(schema, { items: [{ id: 'a', secret: 1 }, { id: 'b' }] }, crossCheck);
    expect((await app.inject({ method: 'GET', url: '/thing' })).body).toBe(
      '{"items":[{"id":"a"},{"id":"b"}]}',
    );
    await app.close();
  });

  it('serialises a schema JSON Schema cannot express (a date) as Zod did', async () => {
    const schema = z.object({ at: z.date() });
    const app = await appAnswering(schema, { at: new Date('2026-11-29T08:00:00.000Z') }, crossCheck);
    expect((await app.inject({ method: 'GET', url: '/thing' })).body).toBe(
      '{"at":"2026-11-29T08:00:00.000Z"}',
    );
    await app.close();
  });
});

describe('outside production', () => {
  it('refuses an answer Zod would refuse, as a 500, instead of sending it', async () => {
    const app = await appAnswering(person, { id: 'u1', name: 'Mwila', balance: 1.5, closedAt: null }, true);
    const res = await app.inject({ method: 'GET', url: '/thing' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('Mwila');
    await app.close();
  });
});
