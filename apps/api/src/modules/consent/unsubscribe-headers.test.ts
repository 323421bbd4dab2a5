import { CURRENT_MARKETING_WORDING } from '@kwacha/shared/consent/marketing-wordings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationPayload, verifiedBorrower } from '../../testing/factories';
import { SmtpSink } from '../../testing/smtp-sink';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { optInOf } from './testing/consent-records';
import { unsubscribeHeaders, unsubscribePageUrl } from './unsubscribe-links';

/** A header of a raw message, unfolded (RFC 5322: a line break before white space continues the line). */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n(?=[ \t])/g, '') ?? '';
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

async function promotionTo(smtp: SmtpSink, to: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = smtp.received.find((m) => m.to.includes(to) && m.raw.includes('school fees loans'));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no promotion to ${to} within ${timeoutMs} ms`);
}

describe('a promotion as it leaves through the real mail sender', () => {
  const smtp = new SmtpSink();
  let t: TestApp;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    t = await createTestApp({ runWorkers: true, config: { smtpUrl, appUrl: 'https://kwacha.example' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), and the link works with one click', async () => {
    const person = await verifiedBorrower(t, {
      ...registrationPayload(),
      marketingOptIn: true,
      marketingWordingVersion: CURRENT_MARKETING_WORDING.version,
    });
    const { appUrl, sessionSecret } = t.ctx.config;
    const pageUrl = unsubscribePageUrl(appUrl, sessionSecret, person.userId);
    await t.ctx.mailer.queue({
      to: person.email,
      subject: 'New: school fees loans',
      template: 'promotion',
      text: `School fees loans are here.\n\nStop news and offers: ${pageUrl}`,
      html: `<p>School fees loans are here.</p><p><a href="${pageUrl}">Stop news and offers</a></p>`,
      headers: unsubscribeHeaders(appUrl, sessionSecret, person.userId),
      userId: person.userId,
    });

    // The verification e-mail went to the same address first.
    const mail = await promotionTo(smtp, person.email);
    const listUnsubscribe = headerOf(mail.raw, 'List-Unsubscribe');
    expect(listUnsubscribe).toMatch(
      /^<https:\/\/kwacha\.example\/api\/unsubscribe\?token=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+>$/,
    );
    expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // What a mail app does with them: POST the one-click body to that address, signed out.
    const url = new URL(listUnsubscribe?.slice(1, -1) ?? '');
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(await optInOf(t, person.userId)).toBe(false);
  });
});
