import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSink } from '../../testing/smtp-sink';
import { TcpProxy } from '../../testing/tcp-proxy';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { claimDueEmails } from './mail.repository';
import { createMailTransports } from './mail.transport';
import { MailSender } from './mail-sender';
import { storedEmail } from './testing/stored-emails';

/**
 * An SMTP server that takes the connection and then stalls must not hold a message past the sender's
 * claim on it (docs/architecture.md §10): the send gives up within its bound, the message is tried again
 * later, and no second sender takes it while the first one's send may still be running.
 */
describe('mail to an SMTP server that stalls', () => {
  const smtp = new SmtpSink();
  let sinkUrl: URL;
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    sinkUrl = new URL(await smtp.start());
    proxy = new TcpProxy('127.0.0.1', Number(sinkUrl.port));
    await proxy.start();
    // No sender of its own: each test runs the senders it describes.
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await proxy.stop();
    await smtp.stop();
  });

  const row = (id: string) => storedEmail(t, id);

  function startSender(smtpUrl: string, bounds: { leaseMs?: number; sendDeadlineMs?: number } = {}) {
    const transports = createMailTransports(smtpUrl, 2, t.ctx.logger);
    const sender = new MailSender({
      db: t.ctx.db,
      transports,
      from: 'Kwacha Loans <no-reply@kwacha.test>',
      logger: t.ctx.logger,
      now: () => new Date(),
      pollIntervalMs: 100,
      retryDelaySeconds: 1,
      ...bounds,
    });
    sender.start();
    return async () => {
      await sender.stop();
      transports.urgent.close();
      transports.bulk.close();
    };
  }

  it('gives up on a server that never greets within the bound, keeps the claim meanwhile, and delivers later', async () => {
    proxy.stalled = true;
    const id = await t.ctx.mailer.queue({
      to: 'mutale@example.zm',
      subject: 'Your code to confirm a disbursement',
      template: 'disbursement-otp',
      text: 'Your one-time code is 615204',
      html: '<p>Your one-time code is 615204</p>',
    });
    // A claim of 3 s and a send bound of 1 s: a send left to nodemailer's own timers (30 s for the
    // greeting before this fix, 10 s now) would outlive the claim.
    const stop = startSender(`smtp://127.0.0.1:${proxy.port}?ignoreTLS=true`, {
      leaseMs: 3000,
      sendDeadlineMs: 1000,
    });
    try {
      const started = Date.now();
      // A second sender looks for work all the while the first one's send is running, and finds none.
      let taken = 0;
      while ((await row(id)).attempts === 0) {
        if (Date.now() - started > 8000) throw new Error('the stalled send never ended');
        const claim = { priorities: ['security' as const], limit: 5, now: new Date(), leaseMs: 3000 };
        taken += (await claimDueEmails(t.ctx.db, claim)).length;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const gaveUpAfter = Date.now() - started;
      expect(taken).toBe(0);
      expect(gaveUpAfter).toBeLessThan(2500);
      const failed = await row(id);
      expect(failed).toMatchObject({ status: 'queued', attempts: 1, claimedUntil: null });
      expect(failed.lastError).toBe('SMTP exchange unfinished after 1 s: given up');
      expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(failed.updatedAt.getTime());

      // The server answers again: the next try delivers it, once.
      proxy.stalled = false;
      const mail = await smtp.waitFor('mutale@example.zm');
      expect(mail.raw).toContain('615204');
      await expect.poll(async () => (await row(id)).status, { timeout: 10_000 }).toBe('sent');
      expect(await row(id)).toMatchObject({ attempts: 2, lastError: null });
      expect(smtp.received.filter((m) => m.to.includes('mutale@example.zm'))).toHaveLength(1);
    } finally {
      proxy.stalled = false;
      await stop();
    }
  });

  it('ends an exchange the server stalls after DATA at the socket timeout SMTP_URL sets, and tries again', async () => {
    smtp.delayMs = 5000;
    const id = await t.ctx.mailer.queue({
      to: 'kabwe@example.zm',
      subject: 'Reset your password',
      template: 'password-reset',
      text: 'Reset link',
      html: '<p>Reset link</p>',
    });
    // The production claim and bound; only the silence allowed is shortened, through the URL.
    const stop = startSender(`${sinkUrl.href}&socketTimeout=500`);
    try {
      const started = Date.now();
      await expect.poll(async () => (await row(id)).attempts, { timeout: 5000, interval: 50 }).toBe(1);
      expect(Date.now() - started).toBeLessThan(2500);
      const failed = await row(id);
      expect(failed).toMatchObject({ status: 'queued', claimedUntil: null });
      expect(failed.lastError).toMatch(/timeout/i);

      smtp.delayMs = 0;
      await expect.poll(async () => (await row(id)).status, { timeout: 15_000 }).toBe('sent');
      expect((await row(id)).attempts).toBe(2);
      await smtp.waitFor('kabwe@example.zm');
    } finally {
      smtp.delayMs = 0;
      await stop();
    }
  });
});
