import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The zod schema a form checks with. */
export type FormSchema<TRequest> = z.ZodType<TRequest, FieldValues>;

/**
 * A form's schema, or how to load it. The public forms (login, register, contact) pass a loader: zod is
 * a quarter of their JavaScript, and a pre-rendered page that loads it before hydrating blocks the phone's
 * main thread for it (docs/performance.md). Loaded, it is kept.
 */
export type SchemaSource<TRequest> = FormSchema<TRequest> | (() => Promise<FormSchema<TRequest>>);

/** The schema could not be loaded (a dropped connection): the form could not be checked. */
export class SchemaUnavailableError extends Error {
  override readonly name = 'SchemaUnavailableError';
  constructor(cause: unknown) {
    super('The form’s rules could not be loaded.', { cause });
  }
}

export interface SchemaResolver<TValues extends FieldValues, TRequest> {
  resolver: Resolver<TValues, unknown, TRequest>;
  /** Starts loading the schema, when it is loaded lazily and not yet in; never throws. */
  prefetch(): void;
}

/**
 * react-hook-form's resolver for a schema source. A schema given as it is resolves as zodResolver does; a
 * loader is called on the first prefetch or check, once, and again after a failure (the next submit retries).
 */
export function schemaResolver<TValues extends FieldValues, TRequest>(
  source: SchemaSource<TRequest>,
): SchemaResolver<TValues, TRequest> {
  // The schema's declared input is a valid request; a form holds more while it is typed in (an empty
  // choice, a blank that the schema refuses with its own message), so the resolver takes the form's values.
  const resolverOf = (schema: FormSchema<TRequest>) =>
    zodResolver(schema) as unknown as Resolver<TValues, unknown, TRequest>;
  if (typeof source !== 'function') return { resolver: resolverOf(source), prefetch: () => {} };

  let loading: Promise<Resolver<TValues, unknown, TRequest>> | undefined;
  const load = () =>
    (loading ??= source().then(resolverOf, (error: unknown) => {
      loading = undefined;
      throw new SchemaUnavailableError(error);
    }));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    prefetch: () => void load().catch(() => undefined),
  };
}
