import { userTokens } from '@kwacha/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecretToken } from '../../lib/secret-tokens';
import { latestEmail, register, signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { unsubscribeHeaders, unsubscribePageUrl, verifyUnsubscribeToken } from '../consent/unsubscribe-links';
import { disbursementOtpEmail } from '../disbursements/disbursement.emails';
import { renderEmail } from '../mail/templates/layout';
import { callAs, failKeepingBodies, markDelivered, queueEmail, storedEmail } from './testing/outbox-states';

/**
 * docs/product.md §15.5: staff must never be able to use a borrower's link. Each secret kind, queued,
 * failed (with its live body still stored) and sent: the staff view holds neither the secret nor
 * anything that works in its place.
 */
let t: TestApp;
let admin: string;
let superuser: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInStaff(t, 'admin')).token;
  superuser = (await signedInStaff(t, 'superuser')).token;
});
afterAll(() => t.close());

const APP_URL = 'http://app.test';
const LINK = /(?:verify-email\?token=|reset-password\/|unsubscribe\?token=)([^\s"'<>&]+)/;

interface SecretMessage {
  id: string;
  /** What must never reach staff. */
  secret: string;
}

const secretMessages: Record<string, () => Promise<SecretMessage>> = {
  async 'verify-email'() {
    const { email } = await register(t);
    return fromLink(await latestEmail(t, email, 'verify-email'));
  },
  async 'password-reset'() {
    const borrower = await verifiedBorrower(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: borrower.email },
    });
    expect(res.statusCode).toBe(200);
    return fromLink(await latestEmail(t, borrower.email, 'password-reset'));
  },
  async 'staff-invitation'() {
    const email = `invited.${Date.now()}@kwacha.test`;
    const res = await callAs(t, superuser, 'POST', '/api/admin/users', {
      email,
      firstName: 'Ada',
      lastName: 'Phiri',
      role: 'admin',
    });
    expect(res.statusCode, res.body).toBe(201);
    return fromLink(await latestEmail(t, email, 'staff-invitation'));
  },
  async 'disbursement-otp'() {
    const email = disbursementOtpEmail({
      staff: { firstName: 'Ada', username: 'ada' },
      otp: '482913',
      transactionId: 'DSB-20261125-ABCD',
      amountNgwee: 95_000,
      borrowerName: 'Chanda Phiri',
      destination: 'MTN +260961234567',
      lifetimeMinutes: 10,
    });
    const id = await queueEmail(t, { to: 'ada.otp@kwacha.test', ...email });
    return { id, secret: '482913' };
  },
  async promotion() {
    const borrower = await verifiedBorrower(t);
    const secret = t.ctx.config.sessionSecret;
    const email = renderEmail({
      template: 'promotion',
      subject: 'Lower rates this month',
      greeting: 'Hello Mwila,',
      paragraphs: ['Our rates are lower this month.'],
      action: { label: 'Unsubscribe', url: unsubscribePageUrl(APP_URL, secret, borrower.userId) },
    });
    const id = await t.ctx.mailer.queue({
      to: borrower.email,
      ...email,
      userId: borrower.userId,
      headers: unsubscribeHeaders(APP_URL, secret, borrower.userId),
    });
    return fromLink(await storedEmail(t, id));
  },
};

function fromLink(row: { id: string; textBody: string }): SecretMessage {
  const secret = LINK.exec(row.textBody)?.[1];
  if (!secret) throw new Error(`no link in ${row.textBody}`);
  return { id: row.id, secret };
}

const STATES = {
  queued: async () => {},
  'failed with its live body still stored': (id: string) => failKeepingBodies(t, id),
  sent: (id: string) => markDelivered(t, id),
};

/** Every string in the answer that could be a token (or half of one). */
const candidates = (text: string) => [...new Set(text.match(/[A-Za-z0-9_-]{6,}/g) ?? [])];

async function liveTokenHashes(): Promise<Set<string>> {
  const rows = await t.ctx.db.select({ hash: userTokens.tokenHash }).from(userTokens);
  return new Set(rows.map((row) => row.hash));
}

describe.each(Object.entries(STATES))('the staff view of a message %s', (_state, enterState) => {
  it.each(Object.entries(secretMessages))('holds nothing usable of a %s e-mail', async (kind, make) => {
    const message = await make();
    await enterState(message.id);
    const res = await callAs(t, admin, 'GET', `/api/admin/emails/${message.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.body;
    expect(res.json().data.kind).toBe(kind);
    expect(view).not.toContain(message.secret);
    for (const half of message.secret.split('.')) expect(view).not.toContain(half);

    // No string in it is the key to a live link, a signed unsubscribe link or the code.
    const hashes = await liveTokenHashes();
    for (const candidate of candidates(view)) {
      expect(hashes.has(hashSecretToken(candidate, t.ctx.config.sessionSecret))).toBe(false);
      expect(verifyUnsubscribeToken(t.ctx.config.sessionSecret, candidate)).toBeUndefined();
    }
    const shownLink = LINK.exec(res.json().data.textBody)?.[1];
    if (kind === 'verify-email' && shownLink) {
      const used = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${shownLink}` });
      expect(used.statusCode).toBe(400);
    }
    if ((kind === 'password-reset' || kind === 'staff-invitation') && shownLink) {
      const used = await t.app.inject({
        method: 'POST',
        url: `/api/auth/reset-password/${encodeURIComponent(shownLink)}`,
        payload: { password: 'Brand-New-Pass-7!', password2: 'Brand-New-Pass-7!' },
      });
      expect(used.statusCode).toBe(400);
    }
  });
});

describe('the staff view of a verification e-mail', () => {
  it('still shows the recipient, the words and where the link goes, and the real link still works', async () => {
    const { email } = await register(t);
    const message = fromLink(await latestEmail(t, email, 'verify-email'));
    const res = await callAs(t, admin, 'GET', `/api/admin/emails/${message.id}`);
    expect(res.json().data).toMatchObject({
      recipient: email,
      kindLabel: 'E-mail verification',
      subject: 'Verify your email address',
      status: 'queued',
      resendMode: 'fresh-link',
      resends: [],
    });
    expect(res.json().data.textBody).toContain(`Verify my email: ${APP_URL}/verify-email?token=[hidden]`);
    expect(res.json().data.htmlBody).toContain(`href="${APP_URL}/verify-email?token=[hidden]"`);
    // The proof above is not empty: the secret it looked for is the one that opens the account.
    const used = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${message.secret}` });
    expect(used.statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and for text that is no id', async () => {
    for (const id of ['3f2a9c1e-41aa-4c55-9e0b-1234567890ab', 'not-an-id']) {
      const res = await callAs(t, admin, 'GET', `/api/admin/emails/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('E-mail not found.');
    }
  });
});
