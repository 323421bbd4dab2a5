import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How a route's answer becomes JSON (docs/performance.md §7). Each response schema (Zod) is turned into a
 * JSON Schema once, on the route's first answer, and compiled by fast-json-stringify: the answer holds the
 * schema's fields and nothing else, as Zod's own serializer guaranteed, for far less work (Zod checked and
 * copied every field of every answer, the largest share of the read routes' time after PostgreSQL's;
 * guarded by `npm run bench:routes`).
 *
 * What the compiled serializer does not do is check the values: that the handler returns the schema's type
 * is checked by the compiler (the Zod type provider). Outside production (`crossCheck`), every answer is
 * also encoded by Zod, which must accept it, and both texts must be the same, so the whole test suite
 * checks each route's answers and the two serializers against each other.
 */
export function responseSerializerCompiler(options: {
  crossCheck: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema, method, url } = route;
    const zodSerialize = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    // Compiled on the route's first answer, not at boot: compiling all of them slowed the start noticeably
    // (`npm run bench:startup`), mostly for routes a process may never answer.
    let serialize: ((data: unknown) => string) | undefined;
    const serializer = () => {
      serialize ??= compiled(schema) ?? zodSerialize;
      return serialize;
    };
    if (!options.crossCheck) return (data) => serializer()(data);
    return (data) => {
      const expected = zodSerialize(data);
      const actual = serializer()(data);
      if (actual !== expected) {
        throw new Error(
          `${method} ${url}: the compiled serializer wrote ${actual.slice(0, 300)} where Zod wrote ${expected.slice(0, 300)}`,
        );
      }
      return actual;
    };
  };
}

/** The schema compiled to a serializer, or undefined when it has no faithful JSON Schema form. */
function compiled(schema: unknown): ((data: unknown) => string) | undefined {
  if (!(schema instanceof z.core.$ZodType)) return undefined;
  try {
    // `throw` (the default) refuses what JSON Schema cannot say (dates, transforms, custom checks):
    // those routes keep Zod's serializer rather than a schema that would let anything through.
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    return fastJsonStringify(json as Parameters<typeof fastJsonStringify>[0]) as (data: unknown) => string;
  } catch {
    return undefined;
  }
}
