import { randomUUID } from 'node:crypto';
import { emailMessages } from '@kwacha/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail, register } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { MASKED_TOKEN } from './delivered-secrets';
import { MAILBOX_POLICY } from './dev-mailbox-page';
import { DISBURSEMENT_CODE_EMAIL, emailInStatus } from './testing/stored-emails';

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

/** README "Quick start": no SMTP_URL, outside production — mail is kept on the machine for the developer. */
describe('the local mailbox (no SMTP_URL, outside production)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ runWorkers: true });
  });
  afterAll(() => t.close());

  it('keeps a verification e-mail with its working link, prints the link once, and never calls it sent', async () => {
    const borrower = await register(t);
    const queued = await latestEmail(t, borrower.email, 'verify-email');
    const kept = await emailInStatus(t, queued.id, 'kept_locally');
    expect(kept).toMatchObject({ transport: 'log', attempts: 1, lastError: null, sentAt: null });
    expect(kept.textBody).not.toContain(MASKED_TOKEN);
    const link = /http:\/\/app\.test\/verify-email\?token=[A-Za-z0-9_-]+/.exec(kept.textBody)?.[0];
    if (!link) throw new Error('no verification link in the kept e-mail');

    // The developer's terminal: the link, once, beside the subject and a masked recipient.
    const lines = t.logs.filter((line) => line.includes(link));
    expect(lines).toHaveLength(1);
    const logged = JSON.parse(lines[0] ?? '{}');
    expect(logged).toMatchObject({
      level: 30,
      to: `m***@example.zm`,
      subject: kept.subject,
      links: [link],
      mailbox: 'http://app.test/dev/mailbox',
    });
    expect(t.logs.join('\n')).not.toContain(borrower.email);

    // The stored link works: the developer can finish registering.
    const token = new URL(link).searchParams.get('token');
    const verified = await get(t, `/api/auth/verify-email?token=${token}`);
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('keeps a disbursement code whole (it is lost once delivered)', async () => {
    const id = await t.ctx.mailer.queue(DISBURSEMENT_CODE_EMAIL);
    const kept = await emailInStatus(t, id, 'kept_locally');
    expect(kept.textBody).toBe('Your one-time code is 482913');
    const page = await get(t, `/dev/mailbox/${id}`);
    expect(page.body).toContain('Your one-time code is 482913');
  });

  it('lists kept e-mails newest first at /dev/mailbox, under its own policy and never cached', async () => {
    const older = await t.ctx.mailer.queue({
      to: 'older@mailbox.test',
      subject: 'The older one',
      template: 'welcome',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    await emailInStatus(t, older, 'kept_locally');
    const newer = await t.ctx.mailer.queue({
      to: 'newer@mailbox.test',
      subject: 'The newer one',
      template: 'welcome',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    await emailInStatus(t, newer, 'kept_locally');

    const res = await get(t, '/dev/mailbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(MAILBOX_POLICY);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain(`<a href="/dev/mailbox/${newer}">`);
    expect(res.body).toContain('To newer@mailbox.test');
    expect(res.body.indexOf('The newer one')).toBeLessThan(res.body.indexOf('The older one'));
  });

  it('shows one e-mail with its links clickable and its HTML in a sandboxed frame, everything escaped', async () => {
    const borrower = await register(t);
    const { id } = await latestEmail(t, borrower.email, 'verify-email');
    const kept = await emailInStatus(t, id, 'kept_locally');
    const link = /http:\/\/app\.test\/verify-email\?token=[A-Za-z0-9_-]+/.exec(kept.textBody)?.[0];

    const page = await get(t, `/dev/mailbox/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(MAILBOX_POLICY);
    expect(page.body).toContain(`<a href="${link}" target="_blank" rel="noopener noreferrer">${link}</a>`);
    expect(page.body).toContain(
      '<iframe title="The e-mail as HTML" sandbox="allow-popups allow-popups-to-escape-sandbox"',
    );
    expect(page.body).toContain(`srcdoc="&#60;!doctype html&#62;&#60;base target=&#34;_blank&#34;&#62;`);

    const hostile = await t.ctx.mailer.queue({
      to: 'x"><script>alert(1)</script>@mailbox.test',
      subject: '<img src=x onerror=alert(1)>',
      template: 'contact-message',
      text: 'See https://example.zm/a?b=1&c="<script>" now.',
      html: '<p>"quoted"</p><script>alert(2)</script>',
    });
    await emailInStatus(t, hostile, 'kept_locally');
    for (const url of ['/dev/mailbox', `/dev/mailbox/${hostile}`]) {
      const res = await get(t, url);
      expect(res.body).not.toMatch(/<script|<img|onerror=alert\(1\)>/);
    }
    const one = (await get(t, `/dev/mailbox/${hostile}`)).body;
    // The link stops where a quote begins, and the quote is text.
    expect(one).toContain('<a href="https://example.zm/a?b=1&#38;c=" target="_blank"');
    expect(one).toContain('&#34;&#60;script&#62;&#34; now.');
    // The HTML version only inside the frame's attribute, every quote and bracket escaped.
    expect(one).toContain(
      '&#60;p&#62;&#34;quoted&#34;&#60;/p&#62;&#60;script&#62;alert(2)&#60;/script&#62;"',
    );
  });

  it('answers the same messages as JSON at /dev/mailbox.json, with their links', async () => {
    const borrower = await register(t);
    const { id } = await latestEmail(t, borrower.email, 'verify-email');
    await emailInStatus(t, id, 'kept_locally');
    const res = await get(t, '/dev/mailbox.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const message = (res.json().messages as { id: string; links: string[] }[]).find((m) => m.id === id);
    expect(message).toMatchObject({ to: borrower.email, kind: 'verify-email' });
    expect(message?.links).toEqual([expect.stringMatching(/^http:\/\/app\.test\/verify-email\?token=/)]);
  });

  it('answers 404 for a message it does not keep, and for what is not an id', async () => {
    const [sent] = await t.ctx.db
      .insert(emailMessages)
      .values({
        toAddress: 'sent@mailbox.test',
        subject: 's',
        template: 'welcome',
        textBody: 't',
        htmlBody: 'h',
        status: 'sent',
      })
      .returning();
    for (const url of [
      `/dev/mailbox/${sent?.id}`,
      '/dev/mailbox/not-an-id',
      `/dev/mailbox/${randomUUID()}`,
    ]) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe('where there is no local mailbox', () => {
  it.each([
    ['in production', { nodeEnv: 'production' as const, allowPaymentSimulator: true }],
    ['with SMTP_URL set', { smtpUrl: 'smtp://127.0.0.1:9' }],
  ])('answers 404 at every /dev/mailbox path %s', async (_where, config) => {
    const t = await createTestApp({ config });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json', `/dev/mailbox/${randomUUID()}`]) {
        const res = await get(t, url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
      }
    } finally {
      await t.close();
    }
  });

  it('prints no link and keeps none when a production configuration lacks SMTP_URL', async () => {
    // loadConfig refuses this (config.test.ts); a configuration made by hand must still leak nothing.
    const t = await createTestApp({
      runWorkers: true,
      config: { nodeEnv: 'production', allowPaymentSimulator: true },
    });
    try {
      const link = 'http://app.test/verify-email?token=Zx8_Q-3kLmN0pQrStUvWxYz0123456789abcdefGHIJ';
      const id = await t.ctx.mailer.queue({
        to: 'bwalya@example.zm',
        subject: 'Verify your e-mail',
        template: 'verify-email',
        text: `Verify: ${link}`,
        html: `<a href="${link}">Verify</a>`,
      });
      const kept = await emailInStatus(t, id, 'kept_locally');
      expect(kept.textBody).toBe(`Verify: http://app.test/verify-email?token=${MASKED_TOKEN}`);
      const logged = t.logs.join('\n');
      expect(logged).toContain('SMTP_URL not set: e-mail kept, not sent');
      expect(logged).not.toContain('Zx8_Q-3kLmN0pQrStUvWxYz0123456789abcdefGHIJ');
      expect(logged).not.toContain('bwalya@example.zm');
    } finally {
      await t.close();
    }
  });
});
