import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { openPglite } from './pglite';
import { isDatabaseUnavailable, isRetryableTransactionFailure, violatedUniqueIndex } from './postgres-errors';
import { users } from './schema';

describe('recognising PostgreSQL errors from a real database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openPglite();
    await database.migrate();
  });
  afterAll(() => database.close());

  const insertUser = () =>
    database.db.insert(users).values({ username: 'chanda', email: 'chanda@example.zm', passwordHash: 'x' });

  it("names the unique index a duplicate ran into, through drizzle's wrapping", async () => {
    await insertUser();
    const error = await insertUser().catch((e: unknown) => e);
    expect(violatedUniqueIndex(error)).toBe('users_email_key');
    expect(isRetryableTransactionFailure(error)).toBe(false);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('says nothing about other errors', async () => {
    const error = await database.db.execute(sql`select 1/0`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(violatedUniqueIndex(error)).toBeUndefined();
    expect(violatedUniqueIndex(new Error('boom'))).toBeUndefined();
    expect(violatedUniqueIndex(undefined)).toBeUndefined();
  });

  it('recognises a serialization failure and a lost connection by their codes', () => {
    const wrapped = (cause: object) => Object.assign(new Error('Failed query: …'), { cause });
    expect(isRetryableTransactionFailure(wrapped({ code: '40001' }))).toBe(true);
    expect(isRetryableTransactionFailure(wrapped({ code: '40P01' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
    // A statement past statement_timeout, and drizzle's rollback on a connection that dropped mid-transaction.
    expect(isDatabaseUnavailable(wrapped({ code: '57014' }))).toBe(true);
    const rollback = new Error('Client has encountered a connection error and is not queryable');
    expect(isDatabaseUnavailable(wrapped(rollback))).toBe(true);
  });
});
