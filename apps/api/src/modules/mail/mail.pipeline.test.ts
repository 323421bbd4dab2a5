import { emailMessages } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../testing/factories';
import { SmtpSink } from '../../testing/smtp-sink';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { MASKED_TOKEN, SCRUBBED_BODY } from './delivered-secrets';
import { MAX_EMAIL_ATTEMPTS } from './mail-sender';
import { DISBURSEMENT_CODE_EMAIL, emailInStatus, storedEmail } from './testing/stored-emails';

describe('mail pipeline over a real SMTP server', () => {
  const smtp = new SmtpSink();
  let t: TestApp;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    t = await createTestApp({ runWorkers: true, config: { smtpUrl }, mailRetryDelaySeconds: 1 });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('records a message as queued, then delivers it and marks it sent', async () => {
    const id = await t.ctx.mailer.queue({
      to: 'mwila@example.zm',
      subject: 'Welcome to Kwacha Loans',
      template: 'welcome',
      text: 'Hello Mwila',
      html: '<p>Hello Mwila</p>',
    });
    const queued = await storedEmail(t, id);
    expect(queued).toMatchObject({ toAddress: 'mwila@example.zm', template: 'welcome' });

    const mail = await smtp.waitFor('mwila@example.zm');
    expect(mail.raw).toContain('Subject: Welcome to Kwacha Loans');
    expect(mail.raw).toContain('Hello Mwila');
    const sent = await emailInStatus(t, id, 'sent');
    expect(sent).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  it('delivers a disbursement code, then keeps the record without the code', async () => {
    const id = await t.ctx.mailer.queue(DISBURSEMENT_CODE_EMAIL);
    const mail = await smtp.waitFor('ada@kwacha.test');
    expect(mail.raw).toContain('482913');
    const sent = await emailInStatus(t, id, 'sent');
    expect(sent.subject).toBe('Your code to confirm a disbursement');
    expect(sent.textBody).not.toContain('482913');
    expect(sent.htmlBody).not.toContain('482913');
    expect(sent.textBody).toBe(SCRUBBED_BODY);
  });

  it('delivers an unsubscribe link and header, then keeps neither token (dotted tokens included)', async () => {
    const token = 'MTIzNDU2Nzg.c2lnbmF0dXJlLW9mLXRoZS1saW5r';
    const link = `https://kwacha.test/unsubscribe?token=${token}`;
    const id = await t.ctx.mailer.queue({
      to: 'bupe@example.zm',
      subject: 'News from Kwacha Loans',
      template: 'promotion',
      text: `Stop these e-mails: ${link}.`,
      html: `<p><a href="${link}">Stop these e-mails</a></p>`,
      headers: { 'List-Unsubscribe': `<https://kwacha.test/api/unsubscribe?token=${token}>` },
    });
    const mail = await smtp.waitFor('bupe@example.zm');
    expect(mail.raw).toContain(token);
    const sent = await emailInStatus(t, id, 'sent');
    for (const stored of [sent.textBody, sent.htmlBody, JSON.stringify(sent.headers)]) {
      expect(stored).not.toContain('c2lnbmF0dXJlLW9mLXRoZS1saW5r');
      expect(stored).toContain(`token=${MASKED_TOKEN}`);
    }
    expect(sent.textBody).toMatch(/removed-after-delivery\.$/); // the sentence's full stop stays
  });

  it('delivers a verification link that works, and keeps no usable link in the table', async () => {
    const borrower = await register(t);
    const mail = await smtp.waitFor(borrower.email);
    // The raw message is quoted-printable: undo its soft line breaks and escaped '=' first.
    const decoded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(decoded)?.[1];
    expect(token).toBeDefined();
    const [row] = await t.ctx.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.toAddress, borrower.email));
    const sent = await emailInStatus(t, row?.id ?? '', 'sent');
    expect(sent.textBody).not.toContain(token);
    expect(sent.htmlBody).not.toContain(token);
    expect(sent.textBody).toContain(`verify-email?token=${MASKED_TOKEN}`);
    expect(sent.priority).toBe('security');
    // The borrower's own copy still works.
    const verified = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` });
    expect(verified.statusCode).toBe(200);
    // Verifying sends a welcome e-mail: let it leave before the next test makes the server refuse mail.
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(borrower.email)).length).toBe(2);
  });

  it('sends nothing for a change that was rolled back (the outbox commits with the change)', async () => {
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await t.ctx.mailer.queue(
          { to: 'never@example.zm', subject: 'Approved', template: 'loan-approved', text: 'x', html: 'x' },
          tx,
        );
        throw new Error('the decision failed');
      }),
    ).rejects.toThrow('the decision failed');
    const rows = await t.ctx.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.toAddress, 'never@example.zm'));
    expect(rows).toEqual([]);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received.some((m) => m.to.includes('never@example.zm'))).toBe(false);
  });

  it('retries after the SMTP server refuses, and loses nothing', async () => {
    smtp.refuseNext = 2;
    const id = await t.ctx.mailer.queue({
      to: 'chanda@example.zm',
      subject: 'Reset your password',
      template: 'password-reset',
      text: 'Reset link',
      html: '<p>Reset link</p>',
    });
    const mail = await smtp.waitFor('chanda@example.zm', 30_000);
    expect(mail.raw).toContain('Reset your password');
    expect(smtp.refusedCount).toBe(2);
    const sent = await emailInStatus(t, id, 'sent');
    // Two refused attempts, then the third delivered it.
    expect(sent.attempts).toBe(3);
    expect(smtp.received.filter((m) => m.to.includes('chanda@example.zm'))).toHaveLength(1);
  });
});

describe('a message that can never be delivered', () => {
  it('fails for good after the last attempt and keeps no live link', async () => {
    const smtp = new SmtpSink();
    const smtpUrl = await smtp.start();
    const t = await createTestApp({ runWorkers: true, config: { smtpUrl }, mailRetryDelaySeconds: 0.1 });
    try {
      smtp.refuseNext = MAX_EMAIL_ATTEMPTS;
      const borrower = await register(t);
      const [row] = await t.ctx.db
        .select()
        .from(emailMessages)
        .where(eq(emailMessages.toAddress, borrower.email));
      const failed = await emailInStatus(t, row?.id ?? '', 'failed', 30_000);
      expect(failed.attempts).toBe(MAX_EMAIL_ATTEMPTS);
      expect(failed.lastError).toMatch(/temporarily unavailable/);
      expect(failed.textBody).toContain(`verify-email?token=${MASKED_TOKEN}`);
      expect(failed.htmlBody).not.toMatch(/token=(?!removed-after-delivery)[A-Za-z0-9_-]{20,}/);
    } finally {
      await t.close();
      await smtp.stop();
    }
  });
});
