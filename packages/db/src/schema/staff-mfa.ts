import { sql } from 'drizzle-orm';
import { bigint, customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** PGlite hands bytea back as a Uint8Array and node-postgres as a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A staff member's authenticator app (TOTP, RFC 6238; docs/decisions/057-staff-totp.md). One row a user:
 * made when enrolment starts, in force once `enabled_at` is set by a first right code. The secret is
 * sealed (AES-256-GCM under a key derived from KYC_ENCRYPTION_KEY, the user id bound in), never plain.
 */
export const staffTotp = pgTable('staff_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: bytea('secret_sealed').notNull(),
  /** Null while enrolling: the code has not been confirmed yet. */
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code (or an older one) is never taken twice. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes, hashed like passwords; a code is spent by setting `used_at`. */
export const staffTotpRecoveryCodes = pgTable(
  'staff_totp_recovery_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_totp_recovery_codes_user_id_idx').on(t.userId)],
);
