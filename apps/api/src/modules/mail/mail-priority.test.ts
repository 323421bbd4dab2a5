import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSink } from '../../testing/smtp-sink';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DISBURSEMENT_CODE_EMAIL } from './testing/stored-emails';

// The security review: 60 contact messages delayed a disbursement code by 120 s; 300 would let it expire.
describe('mail that bulk cannot starve', () => {
  const smtp = new SmtpSink();
  let t: TestApp;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    // Like a real server under load: every message takes 100 ms to accept.
    smtp.delayMs = 100;
    t = await createTestApp({ runWorkers: true, config: { smtpUrl, smtpMaxConnections: 5 } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const bulkDelivered = () => smtp.received.filter((m) => m.to.includes('support@kwacha.test')).length;

  it('delivers a disbursement code within seconds while 300 bulk messages are being sent', async () => {
    for (let i = 0; i < 300; i++) {
      await t.ctx.mailer.queue({
        to: 'support@kwacha.test',
        subject: `Contact form message ${i}`,
        template: 'contact-message',
        text: `Message ${i}`,
        html: `<p>Message ${i}</p>`,
      });
    }
    // The bulk lane is busy before the code is asked for.
    await expect.poll(bulkDelivered, { timeout: 10_000 }).toBeGreaterThan(0);

    const queuedAt = Date.now();
    await t.ctx.mailer.queue(DISBURSEMENT_CODE_EMAIL);
    await smtp.waitFor('ada@kwacha.test', 10_000);
    const waitedMs = Date.now() - queuedAt;

    expect(waitedMs).toBeLessThan(8_000);
    // It did not wait its turn behind the bulk mail.
    expect(bulkDelivered()).toBeLessThan(300);
    // And the bulk mail is sent in parallel, not one message every poll: all 300 within a minute.
    await expect.poll(bulkDelivered, { timeout: 60_000, interval: 500 }).toBe(300);
  }, 90_000);
});
