import { auditEvents, users } from '@kwacha/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail, register, signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { unsubscribePageUrl, verifyUnsubscribeToken } from '../consent/unsubscribe-links';
import { renderEmail } from '../mail/templates/layout';
import { callAs, failForGood, markDelivered, queueEmail, storedEmail } from './testing/outbox-states';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let superuser: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, 'admin');
  superuser = (await signedInStaff(t, 'superuser')).token;
});
afterAll(() => t.close());

const resend = (id: string) => callAs(t, admin.token, 'POST', `/api/admin/emails/${id}/resend`);
function tokenIn(body: string): string {
  const token = /(?:verify-email\?token=|reset-password\/)([A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (!token) throw new Error(`no link in ${body}`);
  return token;
}
const verify = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` });
const resetWith = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/reset-password/${token}`,
    payload: { password: 'Brand-New-Pass-7!', password2: 'Brand-New-Pass-7!' },
  });

async function auditsOf(entityId: string) {
  return t.ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'email'), eq(auditEvents.entityId, entityId)))
    .orderBy(desc(auditEvents.id));
}

describe('POST /api/admin/emails/:id/resend: links that open an account', () => {
  it('sends a failed verification e-mail as a NEW message with a NEW link that works; the old link no longer does', async () => {
    const { email } = await register(t);
    const failed = await latestEmail(t, email, 'verify-email');
    const oldToken = tokenIn(failed.textBody);
    await failForGood(t, failed.id);

    const res = await resend(failed.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      `A new verification link is on its way to ${email}. Older links no longer work.`,
    );
    const { id: newId, how, recipient } = res.json().data;
    expect({ how, recipient }).toEqual({ how: 'fresh-link', recipient: email });
    expect(newId).not.toBe(failed.id);

    const fresh = await storedEmail(t, newId);
    expect(fresh).toMatchObject({
      status: 'queued',
      template: 'verify-email',
      toAddress: email,
      priority: 'security',
    });
    expect(fresh.userId).toEqual(expect.any(String));
    const newToken = tokenIn(fresh.textBody);
    expect(newToken).not.toBe(oldToken);
    expect((await storedEmail(t, failed.id)).status).toBe('failed');

    expect((await verify(oldToken)).statusCode).toBe(400);
    expect((await verify(newToken)).statusCode).toBe(200);

    const [audit] = await auditsOf(failed.id);
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'email.resent',
      after: { kind: 'verify-email', recipient: email, link: 'fresh', newEmailId: newId },
    });
    expect(JSON.stringify(audit)).not.toContain(newToken);

    // The failed message's page says it was sent again, by whom, and as which message.
    const detail = await callAs(t, admin.token, 'GET', `/api/admin/emails/${failed.id}`);
    expect(detail.json().data.resends).toEqual([
      { at: expect.any(String), by: 'Ada Mulenga', newEmailId: newId },
    ]);
  });

  it('refuses a verification e-mail to an address verified since, and a link to a deactivated account', async () => {
    const borrower = await verifiedBorrower(t);
    const verification = await latestEmail(t, borrower.email, 'verify-email');
    await failForGood(t, verification.id);
    const verified = await resend(verification.id);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe(
      'This e-mail address is verified already: no new verification link is needed.',
    );

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: borrower.email },
    });
    const reset = await latestEmail(t, borrower.email, 'password-reset');
    await failForGood(t, reset.id);
    const off = await callAs(t, superuser, 'POST', `/api/admin/users/${borrower.userId}/deactivate`);
    expect(off.statusCode).toBe(200);
    const deactivated = await resend(reset.id);
    expect(deactivated.statusCode).toBe(409);
    expect(deactivated.json().message).toBe(
      'The account this e-mail was for is deactivated, so no new link can be sent. Reactivate it first.',
    );
    expect(await auditsOf(reset.id)).toEqual([]);
  });

  it('sends a staff invitation again with a fresh link that sets the password', async () => {
    const email = `invite.again.${Date.now()}@kwacha.test`;
    const created = await callAs(t, superuser, 'POST', '/api/admin/users', {
      email,
      firstName: 'Ada',
      lastName: 'Phiri',
      role: 'admin',
    });
    expect(created.statusCode).toBe(201);
    const invitation = await latestEmail(t, email, 'staff-invitation');
    const oldToken = tokenIn(invitation.textBody);
    await failForGood(t, invitation.id);

    const res = await resend(invitation.id);
    expect(res.statusCode, res.body).toBe(200);
    const fresh = await storedEmail(t, res.json().data.id);
    expect(fresh).toMatchObject({ template: 'staff-invitation', subject: 'Your Kwacha Loans staff account' });
    expect((await resetWith(oldToken)).statusCode).toBe(400);
    expect((await resetWith(tokenIn(fresh.textBody))).statusCode).toBe(200);
  });
});

describe('POST /api/admin/emails/:id/resend: other messages', () => {
  it('queues a failed repayment reminder again as it was, once, and audits before and after', async () => {
    const id = await queueEmail(t, { to: 'reminder.again@resend.test', template: 'repayment-reminder' });
    const before = await storedEmail(t, id);
    await failForGood(t, id, '421 4.4.2 Connection dropped');

    const res = await resend(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The e-mail to reminder.again@resend.test was queued to be sent again.',
      data: { id, how: 'same-message', recipient: 'reminder.again@resend.test' },
    });
    expect(await storedEmail(t, id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      lastError: '421 4.4.2 Connection dropped',
      textBody: before.textBody,
      htmlBody: before.htmlBody,
      claimedUntil: null,
    });
    const [audit] = await auditsOf(id);
    expect(audit).toMatchObject({
      action: 'email.resent',
      before: { status: 'failed', attempts: 6 },
      after: {
        status: 'queued',
        attempts: 0,
        kind: 'repayment-reminder',
        recipient: 'reminder.again@resend.test',
      },
    });

    const again = await resend(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This e-mail is still waiting to be sent. Only a failed e-mail can be sent again.',
    );
  });

  it('never sends a disbursement code again, nor a message that was delivered', async () => {
    const code = await queueEmail(t, {
      to: 'ada.code@resend.test',
      template: 'disbursement-otp',
      text: 'Code 482913',
    });
    await failForGood(t, code);
    const refused = await resend(code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'A disbursement code cannot be sent again: start the disbursement again from the loan page to send a new code.',
    );

    const welcome = await queueEmail(t, { to: 'delivered@resend.test', template: 'welcome' });
    await markDelivered(t, welcome);
    const delivered = await resend(welcome);
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json().message).toBe(
      'This e-mail was delivered already. Only a failed e-mail can be sent again.',
    );
    expect((await resend('3f2a9c1e-41aa-4c55-9e0b-1234567890ab')).statusCode).toBe(404);
  });

  it('gives a failed promotion its unsubscribe link back, and sends none to someone who withdrew consent', async () => {
    const secret = t.ctx.config.sessionSecret;
    const promotionTo = async (optedIn: boolean) => {
      const borrower = await verifiedBorrower(t);
      await t.ctx.db.update(users).set({ marketingOptIn: optedIn }).where(eq(users.id, borrower.userId));
      const email = renderEmail({
        template: 'promotion',
        subject: 'Lower rates this month',
        greeting: 'Hello Mwila,',
        paragraphs: ['Our rates are lower this month.'],
        action: { label: 'Unsubscribe', url: unsubscribePageUrl('http://app.test', secret, borrower.userId) },
      });
      const id = await t.ctx.mailer.queue({ to: borrower.email, ...email, userId: borrower.userId });
      await failForGood(t, id);
      return { id, userId: borrower.userId };
    };

    const consenting = await promotionTo(true);
    expect((await storedEmail(t, consenting.id)).textBody).toContain('removed-after-delivery');
    expect((await resend(consenting.id)).statusCode).toBe(200);
    const queued = await storedEmail(t, consenting.id);
    const token = /unsubscribe\?token=([^\s"&<]+)/.exec(queued.textBody)?.[1] ?? '';
    expect(verifyUnsubscribeToken(secret, token)).toBe(consenting.userId);
    expect(queued.htmlBody).toContain(`unsubscribe?token=${token}`);

    const withdrawn = await promotionTo(false);
    const refused = await resend(withdrawn.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This person no longer agrees to receive promotional e-mails, so this promotion will not be sent again.',
    );
    expect((await storedEmail(t, withdrawn.id)).status).toBe('failed');
  });
});

describe('POST /api/admin/emails/retry-failed', () => {
  const retry = (kind: string) => callAs(t, admin.token, 'POST', '/api/admin/emails/retry-failed', { kind });

  it('queues every failed message of one kind again, leaves other kinds and dead links alone, and audits the count', async () => {
    const reminders = [
      await queueEmail(t, { to: 'r1@retry.test', template: 'repayment-reminder' }),
      await queueEmail(t, { to: 'r2@retry.test', template: 'repayment-reminder' }),
    ];
    const deadLink = await queueEmail(t, {
      to: 'r3@retry.test',
      template: 'repayment-reminder',
      text: 'Pay here: http://app.test/pay?token=Zx8Q3kLmN0pQrStUvWxYz0123456789abcdef',
    });
    const welcome = await queueEmail(t, { to: 'w1@retry.test', template: 'welcome' });
    for (const id of [...reminders, deadLink, welcome]) await failForGood(t, id);

    const res = await retry('repayment-reminder');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message:
        '2 failed repayment reminder e-mails were queued to be sent again. 1 could not be sent again as they were (a link removed, or consent withdrawn).',
      data: { kind: 'repayment-reminder', count: 2, skipped: 1 },
    });
    for (const id of reminders) expect((await storedEmail(t, id)).status).toBe('queued');
    expect((await storedEmail(t, deadLink)).status).toBe('failed');
    expect((await storedEmail(t, welcome)).status).toBe('failed');
    const [audit] = await auditsOf('repayment-reminder');
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'email.bulk_resent',
      after: { kind: 'repayment-reminder', count: 2, skipped: 1 },
    });

    const none = await retry('repayment-reminder');
    expect(none.json().data).toEqual({ kind: 'repayment-reminder', count: 0, skipped: 1 });
  });

  it('refuses kinds whose links must be new each time, codes, and a body that is not a kind', async () => {
    const links = await retry('password-reset');
    expect(links.statusCode).toBe(409);
    expect(links.json().message).toBe(
      'Password reset e-mails carry a link that must be new each time: send them again one by one.',
    );
    const codes = await retry('disbursement-otp');
    expect(codes.statusCode).toBe(409);
    const bad = await callAs(t, admin.token, 'POST', '/api/admin/emails/retry-failed', {
      kind: 'x',
      all: true,
    });
    expect(bad.statusCode).toBe(400);
    const missing = await callAs(t, admin.token, 'POST', '/api/admin/emails/retry-failed', {});
    expect(missing.json().error.details).toContainEqual(
      expect.objectContaining({ field: 'kind', message: 'Choose a kind from the list.' }),
    );
  });
});
