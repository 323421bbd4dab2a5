import { type EmailPriority, type Executor, emailMessages } from '@kwacha/db';
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { MASKED_TOKEN, SCRUBBED_BODY, type StoredBodies } from './delivered-secrets';
import { priorityOfTemplate } from './mail-lanes';

export interface NewEmail {
  to: string;
  subject: string;
  template: string;
  text: string;
  html: string;
  /** Defaults from the template: codes and links are `security`, reminders and promotions `bulk`. */
  priority?: EmailPriority;
  /** Extra headers (List-Unsubscribe on promotions). */
  headers?: Record<string, string>;
  /** The recipient's account, when the message is written to one. */
  userId?: string;
  campaignId?: string;
}

/** Writes a message to the outbox, due at `now` (the app's clock, which tests move). */
export async function insertEmail(db: Executor, email: NewEmail, now: Date) {
  const [row] = await db
    .insert(emailMessages)
    .values({
      toAddress: email.to,
      subject: email.subject,
      template: email.template,
      textBody: email.text,
      htmlBody: email.html,
      priority: email.priority ?? priorityOfTemplate(email.template),
      headers: email.headers ?? null,
      userId: email.userId ?? null,
      campaignId: email.campaignId ?? null,
      nextAttemptAt: now,
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
 * Claims up to `limit` queued messages of the given priorities that are due, most urgent and oldest
 * first, for `leaseMs`. SKIP LOCKED and the lease let any number of senders share the outbox: each row is
 * taken by one of them, and a row whose sender died is taken again once its lease has run out.
 */
export async function claimDueEmails(
  db: Executor,
  claim: { priorities: EmailPriority[]; limit: number; now: Date; leaseMs: number },
) {
  const due = db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.status, 'queued'),
        inArray(emailMessages.priority, claim.priorities),
        lte(emailMessages.nextAttemptAt, claim.now),
        or(isNull(emailMessages.claimedUntil), lt(emailMessages.claimedUntil, claim.now)),
      ),
    )
    .orderBy(asc(emailMessages.priority), asc(emailMessages.createdAt))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailMessages)
    .set({ claimedUntil: new Date(claim.now.getTime() + claim.leaseMs) })
    .where(inArray(emailMessages.id, due))
    .returning();
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
      claimedUntil: null,
    })
    .where(and(eq(emailMessages.id, id), eq(emailMessages.status, 'queued')));
}

/**
 * Marks a message kept in the local mailbox (no SMTP_URL): final, never delivered, so `sent_at` stays
 * empty. Outside production its bodies stay as written (delivered-secrets.ts says why); `bodies` replaces
 * them otherwise.
 */
export async function markEmailKeptLocally(
  db: Executor,
  id: string,
  kept: { bodies?: StoredBodies; at: Date },
) {
  await db
    .update(emailMessages)
    .set({
      ...kept.bodies,
      status: 'kept_locally',
      transport: 'log',
      updatedAt: kept.at,
      attempts: sql`${emailMessages.attempts} + 1`,
      lastError: null,
      claimedUntil: null,
    })
    .where(and(eq(emailMessages.id, id), eq(emailMessages.status, 'queued')));
}

/**
 * Records a refused delivery: the message waits until `retryAt` for its next try, or fails for good — and
 * then, like a delivered one, keeps no live secret (`bodies`).
 */
export async function recordEmailFailure(
  db: Executor,
  id: string,
  failure: { error: string; retryAt: Date | null; bodies: StoredBodies; at: Date },
) {
  const final = failure.retryAt === null;
  await db
    .update(emailMessages)
    .set({
      ...(final && failure.bodies),
      status: final ? 'failed' : 'queued',
      attempts: sql`${emailMessages.attempts} + 1`,
      lastError: failure.error.slice(0, 1000),
      ...(failure.retryAt && { nextAttemptAt: failure.retryAt }),
      claimedUntil: null,
      updatedAt: failure.at,
    })
    .where(and(eq(emailMessages.id, id), eq(emailMessages.status, 'queued')));
}

// Staff sending failed messages again (modules/email-management). Due at once, with a full set of
// delivery attempts (the back-off starts over: the message failed for good after its last try, and an
// SMTP outage being over is the usual reason to try again); the last error stays until the next try.
const requeued = (now: Date) => ({
  status: 'queued' as const,
  attempts: 0,
  nextAttemptAt: now,
  claimedUntil: null,
  updatedAt: now,
});

/**
 * Puts one failed message back in the outbox, with `bodies` instead of the stored ones when given (an
 * unsubscribe link made again). Only a failed message moves: undefined when it is not (any more) failed,
 * so a colleague's click at the same moment queues it once.
 */
export async function requeueFailedEmail(db: Executor, id: string, now: Date, bodies?: StoredBodies) {
  const [row] = await db
    .update(emailMessages)
    .set({ ...bodies, ...requeued(now) })
    .where(and(eq(emailMessages.id, id), eq(emailMessages.status, 'failed')))
    .returning({ id: emailMessages.id });
  return row;
}

/**
 * Puts back every failed message of one template whose stored copy still holds all its links (see
 * delivered-secrets.ts: a scrubbed link cannot be sent again). Returns how many.
 */
export async function requeueIntactFailedEmails(db: Executor, template: string, now: Date) {
  const rows = await db
    .update(emailMessages)
    .set(requeued(now))
    .where(
      and(
        eq(emailMessages.template, template),
        eq(emailMessages.status, 'failed'),
        sql`strpos(${emailMessages.textBody}, ${MASKED_TOKEN}) = 0`,
        sql`strpos(${emailMessages.htmlBody}, ${MASKED_TOKEN}) = 0`,
        sql`${emailMessages.textBody} <> ${SCRUBBED_BODY}`,
      ),
    )
    .returning({ id: emailMessages.id });
  return rows.length;
}

/** Messages per status, for the metrics scrape: a grouped count over `email_messages_status_created_idx`. */
export async function countEmailsByStatus(db: Executor) {
  return db
    .select({ status: emailMessages.status, count: sql<number>`count(*)::int` })
    .from(emailMessages)
    .groupBy(emailMessages.status);
}

/** The developer's local mailbox (dev-mailbox.routes.ts): the newest kept messages, whole. */
export async function findKeptLocally(db: Executor, limit: number) {
  return db
    .select()
    .from(emailMessages)
    .where(eq(emailMessages.status, 'kept_locally'))
    .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
    .limit(limit);
}

/** One message of the local mailbox; undefined for any other (a sent one is not the mailbox's to show). */
export async function findKeptLocallyById(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.id, id), eq(emailMessages.status, 'kept_locally')));
  return row;
}

/** What a borrower's data export lists of the mail sent to them: subjects and dates, never bodies. */
export async function emailsSentTo(db: Executor, userId: string, address: string) {
  return db
    .select({
      subject: emailMessages.subject,
      template: emailMessages.template,
      status: emailMessages.status,
      createdAt: emailMessages.createdAt,
      sentAt: emailMessages.sentAt,
    })
    .from(emailMessages)
    .where(or(eq(emailMessages.userId, userId), eq(emailMessages.toAddress, address)))
    .orderBy(asc(emailMessages.createdAt));
}

export const ERASED_EMAIL_BODY = '[Erased with the account at its owner’s request.]';

/**
 * Erasure: the stored copies keep their subject, kind and dates (staff can still see that a decision was
 * sent) but lose the address and the body, which hold the name and amounts. A message still queued is
 * never sent.
 */
export async function forgetRecipient(
  db: Executor,
  userId: string,
  address: string,
  placeholder: string,
  now: Date,
) {
  const mine = or(eq(emailMessages.userId, userId), eq(emailMessages.toAddress, address));
  await db
    .update(emailMessages)
    .set({ status: 'failed', lastError: 'recipient erased', claimedUntil: null, updatedAt: now })
    .where(and(mine, eq(emailMessages.status, 'queued')));
  await db
    .update(emailMessages)
    .set({
      toAddress: placeholder,
      textBody: ERASED_EMAIL_BODY,
      htmlBody: ERASED_EMAIL_BODY,
      headers: null,
      updatedAt: now,
    })
    .where(mine);
  // The copies of their contact-form messages sent to the support inbox name them in subject and body.
  await db
    .update(emailMessages)
    .set({
      subject: 'Contact form message (erased)',
      textBody: ERASED_EMAIL_BODY,
      htmlBody: ERASED_EMAIL_BODY,
      updatedAt: now,
    })
    .where(
      and(
        eq(emailMessages.template, 'contact-message'),
        sql`position(${`<${address}>`} in ${emailMessages.textBody}) > 0`,
      ),
    );
}
