import type { DatabaseHandle } from '@kwacha/db';
import { createTestDatabase } from '@kwacha/db/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInStaff } from '../../testing/factories';
import { SmtpSink } from '../../testing/smtp-sink';
import type { TestApp } from '../../testing/test-app';
import { verifyUnsubscribeToken } from '../consent/unsubscribe-links';
import { startAppOnDatabase } from './testing/app-on-database';
import { insertPeople, type Person } from './testing/audience-builder';
import { campaignCalls, draft } from './testing/campaign-calls';

/**
 * The promise of docs/product.md §14.6 end to end: thousands of recipients through the real mail sender
 * to a real SMTP server, the server restarted half way, and still each person who opted in gets exactly
 * one message, nobody else any — while a disbursement code queued meanwhile arrives within seconds.
 */
const OPTED_IN = 2400;
const SUBJECT = 'Rainy season offer';

describe('a campaign of thousands with a restart half way', () => {
  const smtp = new SmtpSink();
  let smtpUrl: string;
  let database: DatabaseHandle;
  let app: TestApp | undefined;

  beforeAll(async () => {
    smtpUrl = await smtp.start();
    // Like a real server: every message takes a moment to accept.
    smtp.delayMs = 2;
    database = await createTestDatabase(inject('testDatabaseBase'));
  });
  afterAll(async () => {
    await app?.close();
    await database.close();
    await smtp.stop();
  });

  const start = () => startAppOnDatabase(database, { smtpUrl, smtpMaxConnections: 10 });
  const promotions = () => smtp.received.filter((m) => m.raw.includes(`Subject: ${SUBJECT}`));

  it('delivers exactly one message to each opted-in borrower and none to anyone else', async () => {
    app = await start();
    const superuser = await signedInStaff(app, 'superuser');
    const optedIn = await insertPeople(app.ctx.db, OPTED_IN);
    const others: Person[] = [
      ...(await insertPeople(app.ctx.db, 40, { optedIn: false })),
      ...(await insertPeople(app.ctx.db, 40, { verified: false })),
      ...(await insertPeople(app.ctx.db, 20, { active: false })),
      ...(await insertPeople(app.ctx.db, 10, { role: 'admin' })),
    ];
    const create = await campaignCalls(app, superuser.token).create(
      draft({ subject: SUBJECT, ratePerMinute: 6000 }),
    );
    const started = await campaignCalls(app, superuser.token).sendNow(create.id);
    expect(started.progress.recipients).toBe(OPTED_IN);

    // Half way through the first batch's delivery, the server stops (jobs and sender, gracefully) …
    await expect.poll(() => promotions().length, { timeout: 20_000, interval: 100 }).toBeGreaterThan(300);
    await app.close();
    const deliveredBeforeRestart = promotions().length;
    expect(deliveredBeforeRestart).toBeLessThan(OPTED_IN);
    // … and a new one starts on the same database. Nobody calls anything: the queued job carries on.
    app = await start();
    const api = campaignCalls(app, superuser.token);

    // While the campaign fills the bulk lane, a disbursement code goes through the urgent lane.
    await expect.poll(() => promotions().length, { timeout: 20_000 }).toBeGreaterThan(deliveredBeforeRestart);
    const queuedAt = Date.now();
    await app.ctx.mailer.queue({
      to: 'ada@kwacha.test',
      subject: 'Your code to confirm a disbursement',
      template: 'disbursement-otp',
      text: 'Your one-time code is 482913',
      html: '<p>Your one-time code is 482913</p>',
    });
    await smtp.waitFor('ada@kwacha.test', 10_000);
    expect(Date.now() - queuedAt).toBeLessThan(5_000);
    expect(promotions().length).toBeLessThan(OPTED_IN);

    await expect
      .poll(async () => (await api.get(create.id)).progress, { timeout: 60_000, interval: 500 })
      .toEqual({ recipients: OPTED_IN, sent: OPTED_IN, failed: 0, remaining: 0, skipped: 0 });
    expect((await api.get(create.id)).status).toBe('sent');

    // Counted at the SMTP server, by recipient.
    const received = new Map<string, number>();
    for (const mail of promotions()) {
      for (const to of mail.to) received.set(to, (received.get(to) ?? 0) + 1);
    }
    expect(received.size).toBe(OPTED_IN);
    expect(optedIn.filter((p) => received.get(p.email) !== 1)).toEqual([]);
    expect(others.filter((p) => received.has(p.email))).toEqual([]);
    expect(received.has(superuser.email)).toBe(false);

    // Every promotion carries one-click unsubscribe headers naming its own recipient.
    const idOf = new Map(optedIn.map((p) => [p.email, p.id]));
    for (const mail of promotions()) {
      const headers = mail.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
      expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      const token = /List-Unsubscribe: <http:\/\/app\.test\/api\/unsubscribe\?token=([^>]+)>/.exec(
        headers,
      )?.[1];
      expect(verifyUnsubscribeToken(app.ctx.config.sessionSecret, token ?? '')).toBe(
        idOf.get(mail.to[0] ?? ''),
      );
    }
  }, 120_000);
});
