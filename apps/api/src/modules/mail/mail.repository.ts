import { type Executor, emailMessages } from '@kwacha/db';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';

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

/**
 * Templates whose body carries a secret that is useless once delivered (a disbursement OTP). After the
 * send, the stored copy keeps who, when and what, but not the secret: anyone who can read the e-mail
 * records (staff e-mail management, a database dump) cannot use a colleague's live code.
 */
export const SECRET_BEARING_TEMPLATES = ['disbursement-otp'];
export const SCRUBBED_BODY = '[The one-time code in this e-mail was delivered and is not kept.]';

export async function markEmailSent(db: Executor, id: string, transport: string, at: Date) {
  const secret = inArray(emailMessages.template, SECRET_BEARING_TEMPLATES);
  await db
    .update(emailMessages)
    .set({
      textBody: sql`case when ${secret} then ${SCRUBBED_BODY} else ${emailMessages.textBody} end`,
      htmlBody: sql`case when ${secret} then ${`<p>${SCRUBBED_BODY}</p>`} else ${emailMessages.htmlBody} end`,
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
