import { type Executor, emailMessages } from '@kwacha/db';
import { and, eq, lt, sql } from 'drizzle-orm';

export interface NewEmail {
  to: string;
  subject: string;
  template: string;
  text: string;
  html: string;
}

export async function insertEmail(db: Executor, email: NewEmail) {
  const [row] = await db
    .insert(emailMessages)
    .values({
      toAddress: email.to,
      subject: email.subject,
      template: email.template,
      textBody: email.text,
      htmlBody: email.html,
    })
    .returning();
  if (!row) throw new Error('insert into email_messages returned no row');
  return row;
}

export async function findEmail(db: Executor, id: string) {
  const [row] = await db.select().from(emailMessages).where(eq(emailMessages.id, id));
  return row;
}

export async function markEmailSent(db: Executor, id: string, transport: string, at: Date) {
  await db
    .update(emailMessages)
    .set({
      status: 'sent',
      transport,
      sentAt: at,
      updatedAt: at,
      attempts: sql`${emailMessages.attempts} + 1`,
      lastError: null,
    })
    .where(and(eq(emailMessages.id, id), eq(emailMessages.status, 'queued')));
}

/** Records a failed attempt; the message stays queued for the next retry, or fails for good. */
export async function recordEmailFailure(db: Executor, id: string, error: string, final: boolean, at: Date) {
  await db
    .update(emailMessages)
    .set({
      status: final ? 'failed' : 'queued',
      attempts: sql`${emailMessages.attempts} + 1`,
      lastError: error.slice(0, 1000),
      updatedAt: at,
    })
    .where(and(eq(emailMessages.id, id), eq(emailMessages.status, 'queued')));
}

export async function listStaleQueuedEmails(db: Executor, olderThan: Date, limit: number) {
  return db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(and(eq(emailMessages.status, 'queued'), lt(emailMessages.updatedAt, olderThan)))
    .limit(limit);
}
