import { join } from 'node:path';
import { z } from 'zod';

/**
 * The local channel between `npm run admin:create` and a running server that holds the embedded
 * database (which one process at a time may open). It is a Unix socket in DATA_DIR, readable and
 * writable by its owner only: whoever can reach it can already read the database files beside it, so it
 * adds no way in. One request per connection, one JSON line each way.
 */
export const adminSocketPath = (dataDir: string) => join(dataDir, 'admin.sock');

export const adminRequestSchema = z.strictObject({
  command: z.literal('create-staff'),
  account: z.strictObject({
    email: z.string().max(254),
    password: z.string().max(200),
    role: z.string().max(20),
    firstName: z.string().max(100).optional(),
    lastName: z.string().max(100).optional(),
  }),
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;

export type AdminResponse =
  | { ok: true; account: { email: string; username: string; role: string } }
  | { ok: false; messages: string[] };
