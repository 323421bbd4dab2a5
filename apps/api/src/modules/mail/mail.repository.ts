import { type EmailPriority, type Executor, emailMessages } from '@kwacha/db';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { StoredBodies } from './delivered-secrets';
import { priorityOfTemplate } from './mail-lanes';

export interface NewEmail {
  to: string;
  subject: string;
  template: string;
  text: string;
  html: string;
  /** Defaults from the template: codes and links are `security`, reminders and promotions `bulk`. */
  priority?: EmailPriority;
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
      priority: email.priority ?? priorityOfTemplate(email.template),
    })
    .returning();
  if (!row) throw new Error('insert into email_messages returned no row');
  return row;
}

export async function findEmail(db: Executor, id: string) {
  const [row] = await db.select().from(emailMessages).where(eq(emailMessages.id, id));
  return row;
}

/** Marks a message delivered and keeps its bodies without their secrets (delivered-secrets.ts). */
export async function markEmailSent(
  db: Executor,
  id: string,
  delivery: { transport: string; bodies: StoredBodies; at: Date },
) {
  await db
    .update(emailMessages)
    .set({
      ...delivery.bodies,
      status: 'sent',
      transport: delivery.transport,
      sentAt: delivery.at,
      updatedAt: delivery.at,
      attempts: sql`${emailMessages.attempts} + 1`,
      lastError: null,
    })
    .where(and(eq(emailMessages.id, id), eq(emailMessages.status, 'queued')));
}

/**
 * Records a failed attempt: the message stays queued for its next try, or fails for good — and then,
 * like a delivered one, keeps no live secret (`bodies`).
 */
export async function recordEmailFailure(
  db: Executor,
  id: string,
  failure: { error: string; final: boolean; bodies?: StoredBodies; at: Date },
) {
  await db
    .update(emailMessages)
    .set({
      ...(failure.final && failure.bodies),
      status: failure.final ? 'failed' : 'queued',
      attempts: sql`${emailMessages.attempts} + 1`,
      lastError: failure.error.slice(0, 1000),
      updatedAt: failure.at,
    })
    .where(and(eq(emailMessages.id, id), eq(emailMessages.status, 'queued')));
}

export async function listStaleQueuedEmails(db: Executor, olderThan: Date, limit: number) {
  return db
    .select({ id: emailMessages.id, priority: emailMessages.priority })
    .from(emailMessages)
    .where(and(eq(emailMessages.status, 'queued'), lt(emailMessages.updatedAt, olderThan)))
    .limit(limit);
}
