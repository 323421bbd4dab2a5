import { randomBytes } from 'node:crypto';
import { campaignRecipients, type Executor, emailMessages, loanApplications, users } from '@kwacha/db';
import { eq, sql } from 'drizzle-orm';

/**
 * Test support: people in bulk, straight into the table (a campaign test needs thousands; registering each
 * through the API would take minutes), and the loan and consent states the audience filters read.
 */

export interface BulkPeople {
  role?: 'user' | 'admin' | 'superuser';
  verified?: boolean;
  optedIn?: boolean;
  active?: boolean;
}

export interface Person {
  id: string;
  email: string;
}

/** `count` accounts with the given state, e-mails unique to this call. */
export async function insertPeople(db: Executor, count: number, state: BulkPeople = {}): Promise<Person[]> {
  const batch = randomBytes(4).toString('hex');
  const result = await db.execute(sql`
    insert into ${users} (username, email, password_hash, role, is_email_verified, marketing_opt_in, is_active, first_name, last_name)
    select 'bulk-' || ${batch} || '-' || g, 'bulk.' || ${batch} || '.' || g || '@example.zm', 'not-a-hash',
      ${state.role ?? 'user'}::user_role, ${state.verified ?? true}, ${state.optedIn ?? true}, ${state.active ?? true},
      'Mwila', 'Banda'
    from generate_series(1, ${count}::int) as g
    returning id, email`);
  return (result as unknown as { rows: Person[] }).rows;
}

export async function setOptIn(db: Executor, userId: string, optedIn: boolean) {
  await db.update(users).set({ marketingOptIn: optedIn }).where(eq(users.id, userId));
}

/** Moves a loan to a status directly (the life cycle itself is tested elsewhere). */
export async function setLoanStatus(db: Executor, loanId: string, status: 'active' | 'paid' | 'rejected') {
  await db.update(loanApplications).set({ status }).where(eq(loanApplications.id, loanId));
}

export async function recipientsOf(db: Executor, campaignId: string) {
  return db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId));
}

export async function messagesOf(db: Executor, campaignId: string) {
  return db.select().from(emailMessages).where(eq(emailMessages.campaignId, campaignId));
}

/** What the mail sender would record after delivering (or giving up on) a message. */
export async function markDelivery(db: Executor, messageId: string, status: 'sent' | 'failed') {
  await db.update(emailMessages).set({ status }).where(eq(emailMessages.id, messageId));
}
