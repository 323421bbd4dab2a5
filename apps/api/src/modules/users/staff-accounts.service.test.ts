import { type DatabaseHandle, violatedUniqueIndex } from '@kwacha/db';
import { createTestDatabase } from '@kwacha/db/testing';
import { STAFF_PASSWORD_MESSAGE } from '@kwacha/shared/auth/password-rules';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ConflictError, ValidationError } from '../../lib/domain-errors';
import { verifyPassword } from '../../lib/password-hashing';
import { createStaffAccount, type StaffAccountInput } from './staff-accounts.service';
import { deriveUsername } from './username';
import { findUserByEmail, findUserByEmailOrUsername, findUserById, insertUser } from './users.repository';

const STRONG = 'Mwila-Kasonde-77x';
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase(inject('testDatabaseBase'));
});
afterAll(async () => {
  await database?.close();
});

let counter = 0;
/** A valid admin input with a fresh e-mail, so that tests do not collide on the shared database. */
function staffInput(overrides: Partial<StaffAccountInput> = {}): StaffAccountInput {
  counter += 1;
  return { email: `staff${counter}@kwacha.zm`, password: STRONG, role: 'admin', ...overrides };
}

async function rejection(input: StaffAccountInput): Promise<unknown> {
  return createStaffAccount(database.db, input).then(
    () => expect.fail('expected createStaffAccount to refuse'),
    (error: unknown) => error,
  );
}

describe('createStaffAccount', () => {
  it('creates a verified admin with an argon2id hash that verifies', async () => {
    const created = await createStaffAccount(database.db, {
      email: '  Chanda.Mulenga@Kwacha.ZM ',
      password: STRONG,
      role: 'admin',
      firstName: ' Chanda ',
      lastName: 'Mulenga',
    });
    expect(created).toEqual({
      id: expect.any(String),
      email: 'chanda.mulenga@kwacha.zm',
      username: 'chanda.mulenga',
      role: 'admin',
    });
    const row = await findUserById(database.db, created.id);
    expect(row).toMatchObject({
      email: 'chanda.mulenga@kwacha.zm',
      role: 'admin',
      isEmailVerified: true,
      isActive: true,
      firstName: 'Chanda',
      lastName: 'Mulenga',
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? '', STRONG)).toBe(true);
    expect(await verifyPassword(row?.passwordHash ?? '', 'wrong')).toBe(false);
    expect((await findUserByEmailOrUsername(database.db, 'CHANDA.MULENGA'))?.id).toBe(created.id);
  });

  it('creates a superuser without names', async () => {
    const created = await createStaffAccount(database.db, staffInput({ role: 'superuser' }));
    expect(created.role).toBe('superuser');
    const row = await findUserByEmail(database.db, created.email);
    expect(row).toMatchObject({ role: 'superuser', firstName: null, lastName: null, isEmailVerified: true });
  });

  it('refuses an e-mail that is already taken, in any case', async () => {
    const input = staffInput();
    await createStaffAccount(database.db, input);
    for (const email of [input.email, input.email.toUpperCase(), ` ${input.email} `]) {
      const error = await rejection({ ...input, email });
      expect(error).toBeInstanceOf(ConflictError);
      expect((error as ConflictError).message).toBe('An account with this email address already exists.');
    }
  });

  it('turns the unique-index race on the e-mail into the same conflict', async () => {
    const input = staffInput();
    // Both calls pass the "already exists?" check before either inserts; the index refuses one.
    const results = await Promise.allSettled([
      createStaffAccount(database.db, input),
      createStaffAccount(database.db, input),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(ConflictError);
    expect(refused?.status === 'rejected' && (refused.reason as Error).message).toBe(
      'An account with this email address already exists.',
    );
  });

  it('names the unique index a duplicate insert runs into', async () => {
    const taken = await createStaffAccount(database.db, staffInput());
    const duplicate = { email: taken.email, username: `${taken.username}-x`, passwordHash: 'x' };
    const error = await insertUser(database.db, duplicate).catch((e: unknown) => e);
    expect(violatedUniqueIndex(error)).toBe('users_email_key');
    const sameName = { email: `other-${taken.email}`, username: taken.username, passwordHash: 'x' };
    expect(violatedUniqueIndex(await insertUser(database.db, sameName).catch((e: unknown) => e))).toBe(
      'users_username_key',
    );
    expect(violatedUniqueIndex(new Error('boom'))).toBeUndefined();
  });

  it('refuses a weak password, naming each unmet rule', async () => {
    const error = await rejection(staffInput({ password: 'abcdefg' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details).toEqual([
      {
        field: 'password',
        msg: expect.any(String),
        message:
          'Password does not meet all requirements. Missing: Minimum 8 characters; ' +
          'At least one uppercase letter; At least one number; At least one special character.',
      },
    ]);
  });

  it('refuses a common password, or one under 12 characters, even when it meets the checklist', async () => {
    // Common (and short), common at twelve characters, and not common but eleven characters long.
    for (const password of ['Password1!', 'Zambia@2025', 'P@ssw0rd123!', 'Mwila-Kas7x']) {
      const error = await rejection(staffInput({ password }));
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).details).toEqual([
        { field: 'password', msg: STAFF_PASSWORD_MESSAGE, message: STAFF_PASSWORD_MESSAGE },
      ]);
    }
    expect(await createStaffAccount(database.db, staffInput({ password: 'Mwila-Kas7x!' }))).toMatchObject({
      role: 'admin',
    });
  });

  it('refuses a bad role and a bad e-mail, one detail per field', async () => {
    const error = await rejection(staffInput({ email: 'not-an-email', role: 'user', password: 'short' }));
    expect(error).toBeInstanceOf(ValidationError);
    const details = (error as ValidationError).details ?? [];
    expect(details.map((d) => d.field).sort()).toEqual(['email', 'password', 'role']);
    expect(details.find((d) => d.field === 'email')?.message).toBe('Please enter a valid email address.');
    expect(details.find((d) => d.field === 'role')?.message).toBe("Role must be 'admin' or 'superuser'.");
    expect(await findUserByEmail(database.db, 'not-an-email')).toBeUndefined();
  });

  it('gives unique usernames to e-mails that share a local part', async () => {
    const first = await createStaffAccount(database.db, staffInput({ email: 'mwila@kwacha.zm' }));
    const second = await createStaffAccount(database.db, staffInput({ email: 'Mwila@finance.zm' }));
    const third = await createStaffAccount(database.db, staffInput({ email: 'mwila@other.zm' }));
    expect([first.username, second.username, third.username]).toEqual(['mwila', 'mwila2', 'mwila3']);
  });
});

describe('deriveUsername', () => {
  it('keeps [a-z0-9._-], lower-cases and pads short names', async () => {
    expect(await deriveUsername(database.db, 'Jo.Ann+loans@x.zm')).toBe('jo.annloans');
    expect(await deriveUsername(database.db, 'o.k@x.zm')).toBe('o.k');
    expect(await deriveUsername(database.db, 'Al@x.zm')).toBe('useral');
    expect(await deriveUsername(database.db, 'élé@x.zm')).toBe('userl');
  });

  it('falls back to a random suffix once a few numbered names are taken', async () => {
    for (let i = 0; i < 5; i++) await createStaffAccount(database.db, staffInput({ email: `busy@d${i}.zm` }));
    const next = await deriveUsername(database.db, 'busy@another.zm');
    expect(next).toMatch(/^busy-[0-9a-f]{6}$/);
  });
});
