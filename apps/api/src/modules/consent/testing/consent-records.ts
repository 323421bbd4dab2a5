import { consentEvents, users } from '@kwacha/db';
import { asc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../testing/test-app';

/** Every consent record of an account, oldest first, as stored. */
export function consentRecordsOf(t: TestApp, userId: string) {
  return t.ctx.db
    .select()
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(asc(consentEvents.id));
}

/** users.marketing_opt_in: the current answer the promotions read. */
export async function optInOf(t: TestApp, userId: string): Promise<boolean | undefined> {
  const [row] = await t.ctx.db
    .select({ optIn: users.marketingOptIn })
    .from(users)
    .where(eq(users.id, userId));
  return row?.optIn;
}

export async function userIdByEmail(t: TestApp, email: string): Promise<string> {
  const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no account for ${email}`);
  return row.id;
}
