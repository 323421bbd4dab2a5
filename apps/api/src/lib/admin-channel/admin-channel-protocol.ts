import { join } from 'node:path';
import type { BusinessDateView } from '@kwacha/shared/staff/business-date';
import { z } from 'zod';

/**
 * The local channel between `npm run admin:create` and a running server that holds the embedded
 * database (which one process at a time may open). It is a Unix socket in DATA_DIR, readable and
 * writable by its owner only: whoever can reach it can already read the database files beside it, so it
 * adds no way in. One request per connection, one JSON line each way.
 */
export const adminSocketPath = (dataDir: string) => join(dataDir, 'admin.sock');

export const createStaffRequestSchema = z.strictObject({
  command: z.literal('create-staff'),
  account: z.strictObject({
    email: z.string().max(254),
    password: z.string().max(200),
    role: z.string().max(20),
    firstName: z.string().max(100).optional(),
    lastName: z.string().max(100).optional(),
  }),
});
export type CreateStaffRequest = z.infer<typeof createStaffRequestSchema>;

/**
 * `npm run backup` while the server runs: the server, which holds the database, writes the tarball to
 * `out` (an absolute path the command chose; the server runs as the same user, see the socket's mode).
 */
export const backupRequestSchema = z.strictObject({
  command: z.literal('backup'),
  out: z.string().min(1).max(4096),
});
export type BackupRequest = z.infer<typeof backupRequestSchema>;

/**
 * `npm run business-date` while the server runs: the server shows its business date, or moves it by
 * `advance` days and runs each day's jobs (docs/product.md §14.5.1). The range is checked again there.
 */
export const businessDateRequestSchema = z.strictObject({
  command: z.literal('business-date'),
  advance: z.number().int().optional(),
});
export type BusinessDateRequest = z.infer<typeof businessDateRequestSchema>;

export const adminRequestSchema = z.discriminatedUnion('command', [
  createStaffRequestSchema,
  backupRequestSchema,
  businessDateRequestSchema,
]);
export type AdminRequest = z.infer<typeof adminRequestSchema>;

type Refused = { ok: false; messages: string[] };
export type CreateStaffResponse =
  | { ok: true; account: { email: string; username: string; role: string } }
  | Refused;
export type BackupResponse =
  | { ok: true; backup: { bytes: number; counts: Record<string, number> } }
  | Refused;
export type BusinessDateResponse =
  | {
      ok: true;
      state: BusinessDateView;
      /** The days an advance caught up, each with what each daily job reported (counts). */
      days: { date: string; jobs: Record<string, object> }[];
    }
  | Refused;
export type AdminResponse = CreateStaffResponse | BackupResponse | BusinessDateResponse;

/** The answer each command gets, so a caller reads its own fields without narrowing. */
export interface AdminResponses {
  'create-staff': CreateStaffResponse;
  backup: BackupResponse;
  'business-date': BusinessDateResponse;
}
