import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The nil UUID: no row ever has it, so a lookup by it finds nothing. */
export const NO_SUCH_ID = '00000000-0000-0000-0000-000000000000';

/**
 * An id in a path or query (a loan, a notification). Something that is not an id at all is treated as
 * an id that exists nowhere: the lookup finds nothing and the caller answers 404 — the same answer as for
 * another borrower's loan, so a malformed id reveals nothing and never reaches the database as text it
 * would refuse.
 */
export const resourceIdSchema = z
  .string()
  .max(100)
  .transform((id) => (UUID.test(id) ? id.toLowerCase() : NO_SUCH_ID));

/** `/…/:id` routes. */
export const idParamsSchema = z.object({ id: resourceIdSchema });
