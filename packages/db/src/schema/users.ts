import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['user', 'admin', 'superuser']);

// E-mail and username are stored lower-cased so that uniqueness and login are case-insensitive.
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('user'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    // Normalised to +260XXXXXXXXX so that "0977…" and "+260977…" are the same number.
    phoneNumber: text('phone_number'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    nrcNumber: text('nrc_number'),
    addressLine1: text('address_line1'),
    city: text('city'),
    province: text('province'),
    country: text('country').notNull().default('Zambia'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    // Transactional texts (decisions, pay-outs, receipts, reminders) by SMS as well as e-mail; off until
    // the borrower turns it on (docs/product.md "SMS"). Not marketing: promotions never go by SMS.
    smsOptIn: boolean('sms_opt_in').notNull().default(false),
    // 'en', 'bem' or 'ny' for the app, e-mails and texts; null until the person chooses, when English
    // is used and a device's own choice stands (docs/product.md §22).
    language: text('language'),
    registrationDate: timestamp('registration_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The account's first session with a verified e-mail (no foreign key: sessions are pruned), so the
    // dashboard says "Welcome" in it and "Welcome back" after (docs/product.md §2.6). Null until then.
    firstSessionId: uuid('first_session_id'),
  },
  (t) => [
    check('users_language', sql`${t.language} in ('en', 'bem', 'ny')`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    uniqueIndex('users_nrc_number_key').on(t.nrcNumber),
    index('users_role_idx').on(t.role),
    // Staff user list (keyset, newest first), and its search by username prefix.
    index('users_registration_idx').on(t.registrationDate, t.id),
    index('users_username_prefix_idx').on(t.username.op('text_pattern_ops')),
    // Staff search by prefix (LIKE 'abc%'): text_pattern_ops makes LIKE use the index whatever the
    // database collation. E-mail is stored lower-cased already; names are compared lower-cased.
    index('users_email_prefix_idx').on(t.email.op('text_pattern_ops')),
    index('users_phone_prefix_idx').on(t.phoneNumber.op('text_pattern_ops')),
    index('users_nrc_prefix_idx').on(t.nrcNumber.op('text_pattern_ops')),
    index('users_first_name_prefix_idx').using('btree', sql`lower(${t.firstName}) text_pattern_ops`),
    index('users_last_name_prefix_idx').using('btree', sql`lower(${t.lastName}) text_pattern_ops`),
    index('users_full_name_prefix_idx').using(
      'btree',
      sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) text_pattern_ops`,
    ),
  ],
);

export type User = typeof users.$inferSelect;
/**
 * The account as a signed-in request carries it (apps/api modules/sessions/sessions.repository.ts): every
 * column but the password hash, which only a password check reads, by id.
 */
export type SessionUser = Omit<User, 'passwordHash'>;
export type NewUser = typeof users.$inferInsert;
