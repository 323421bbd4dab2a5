import type { NewUser } from '@kwacha/db';
import type { TestApp } from '../../../testing/test-app';
import { insertUser } from '../../users/users.repository';

let sequence = 0;

/**
 * An account written straight into the table (no password hashing, no e-mails): for the list, whose
 * tests need many rows and never sign them in. Unique e-mail and username; override the rest.
 */
export async function insertAccount(t: TestApp, overrides: Partial<NewUser> = {}) {
  sequence += 1;
  const n = `${process.pid % 1000}x${sequence}`;
  return insertUser(t.ctx.db, {
    username: `account${n}`,
    email: `account${n}@example.zm`,
    passwordHash: 'not-a-password-hash',
    firstName: 'Test',
    lastName: 'Account',
    ...overrides,
  });
}

type Method = 'GET' | 'POST' | 'PUT';

/** A request to the staff user routes with a session token. */
export function callAs(t: TestApp, token: string | undefined, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(payload && { payload }),
    ...(token && { headers: { 'x-auth-token': token } }),
  });
}

/** The ids of one list page, and its cursor. */
export async function listPage(t: TestApp, token: string, query: string) {
  const res = await callAs(t, token, 'GET', `/api/admin/users?${query}`);
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { items: { id: string }[]; nextCursor: string | null };
  return { ids: data.items.map((row) => row.id), items: data.items, nextCursor: data.nextCursor };
}
