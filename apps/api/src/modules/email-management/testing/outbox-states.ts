import { emailMessages } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../testing/test-app';
import { bodiesWithoutSecrets } from '../../mail/delivered-secrets';
import {
  findEmail,
  markEmailKeptLocally,
  markEmailSent,
  recordEmailFailure,
} from '../../mail/mail.repository';
import { MAX_EMAIL_ATTEMPTS } from '../../mail/mail-sender';

/**
 * Messages in each state the sender leaves them, written through the mail module's own repository the
 * way mail-sender.ts does (tests run without the sender, so nothing moves by itself).
 */

async function stored(t: TestApp, id: string) {
  const row = await findEmail(t.ctx.db, id);
  if (!row) throw new Error(`no e-mail ${id}`);
  return row;
}

/** A sender has claimed it and is delivering it now (its lease runs five minutes). */
export async function markSending(t: TestApp, id: string) {
  await t.ctx.db
    .update(emailMessages)
    .set({ claimedUntil: new Date(t.ctx.now().getTime() + 5 * 60_000) })
    .where(eq(emailMessages.id, id));
}

/** Delivered: the copy keeps no live secret, as the sender leaves it. */
export async function markDelivered(t: TestApp, id: string) {
  const row = await stored(t, id);
  await markEmailSent(t.ctx.db, id, {
    transport: 'smtp',
    bodies: bodiesWithoutSecrets(row.template, row),
    at: t.ctx.now(),
  });
}

/** Kept in the developer's local mailbox (no SMTP_URL, outside production): never sent, bodies intact. */
export async function keepLocally(t: TestApp, id: string) {
  await markEmailKeptLocally(t.ctx.db, id, { at: t.ctx.now() });
}

/** Refused on its last try: failed for good, its copy scrubbed as the sender does. */
export async function failForGood(t: TestApp, id: string, error = '550 5.1.1 Mailbox unavailable') {
  const row = await stored(t, id);
  await t.ctx.db
    .update(emailMessages)
    .set({ attempts: MAX_EMAIL_ATTEMPTS - 1 })
    .where(eq(emailMessages.id, id));
  await recordEmailFailure(t.ctx.db, id, {
    error,
    retryAt: null,
    bodies: bodiesWithoutSecrets(row.template, row),
    at: t.ctx.now(),
  });
}

/** Failed with its live bodies still stored (rows from before the scrubbing, or a crash between). */
export async function failKeepingBodies(t: TestApp, id: string, error = '421 4.7.0 Try again later') {
  await t.ctx.db
    .update(emailMessages)
    .set({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS, lastError: error })
    .where(eq(emailMessages.id, id));
}

/** A message written straight to the outbox (queued), like any module's mailer.queue. */
export async function queueEmail(
  t: TestApp,
  email: { to: string; template: string; subject?: string; text?: string; html?: string; userId?: string },
) {
  return t.ctx.mailer.queue({
    subject: email.subject ?? `A ${email.template} e-mail`,
    text: email.text ?? `Hello, this is a ${email.template} e-mail.`,
    html: email.html ?? `<p>Hello, this is a ${email.template} e-mail.</p>`,
    ...email,
  });
}

export { stored as storedEmail };

type Method = 'GET' | 'POST';

/** A request to the e-mail management routes with a session token. */
export function callAs(t: TestApp, token: string | undefined, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(payload && { payload }),
    ...(token && { headers: { 'x-auth-token': token } }),
  });
}
