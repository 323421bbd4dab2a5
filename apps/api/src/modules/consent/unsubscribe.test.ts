import { CURRENT_MARKETING_WORDING } from '@kwacha/shared/consent/marketing-wordings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationPayload, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { consentRecordsOf, optInOf } from './testing/consent-records';
import { unsubscribeToken } from './unsubscribe-links';

const UNSUBSCRIBED = 'You will no longer receive news and offers from Kwacha Loans.';
const INVALID =
  'This unsubscribe link is not valid. Please use the link in our e-mail, or stop news and offers from your profile.';
const NO_ACCOUNT = '3f2a9c1e-41aa-4c55-9e0b-1234567890ab';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('unsubscribing with a signed link, signed out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const tokenFor = (userId: string) => unsubscribeToken(t.ctx.config.sessionSecret, userId);
  const subscriber = () =>
    verifiedBorrower(t, {
      ...registrationPayload(),
      marketingOptIn: true,
      marketingWordingVersion: CURRENT_MARKETING_WORDING.version,
    });
  const post = (token: string, payload?: string | object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      headers,
      ...(payload !== undefined && { payload }),
    });
  const withdrawals = async (userId: string) =>
    (await consentRecordsOf(t, userId)).filter((record) => !record.granted);

  it('withdraws on the one-click POST of RFC 8058, and a second one is harmless', async () => {
    const person = await subscriber();
    const first = await post(tokenFor(person.userId), 'List-Unsubscribe=One-Click', FORM);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: UNSUBSCRIBED, data: null });
    expect(await optInOf(t, person.userId)).toBe(false);
    expect(await withdrawals(person.userId)).toEqual([
      expect.objectContaining({
        purpose: 'marketing_email',
        source: 'list_unsubscribe',
        wordingVersion: CURRENT_MARKETING_WORDING.version,
        ipAddress: '127.0.0.1',
      }),
    ]);

    const second = await post(tokenFor(person.userId), 'List-Unsubscribe=One-Click', FORM);
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe(UNSUBSCRIBED);
    expect(await withdrawals(person.userId)).toHaveLength(1);
  });

  it('accepts an empty body and a multipart/form-data one', async () => {
    const empty = await subscriber();
    expect((await post(tokenFor(empty.userId))).statusCode).toBe(200);
    expect(await optInOf(t, empty.userId)).toBe(false);

    const multipart = await subscriber();
    const boundary = 'kwacha-boundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const res = await post(tokenFor(multipart.userId), body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(res.statusCode).toBe(200);
    expect(await optInOf(t, multipart.userId)).toBe(false);
    expect(await withdrawals(multipart.userId)).toEqual([
      expect.objectContaining({ source: 'list_unsubscribe' }),
    ]);
  });

  it("records the page's button as the unsubscribe link", async () => {
    const person = await subscriber();
    const res = await post(tokenFor(person.userId), { confirmedOnPage: true });
    expect(res.statusCode).toBe(200);
    expect(await withdrawals(person.userId)).toEqual([
      expect.objectContaining({ source: 'unsubscribe_link' }),
    ]);
  });

  it('answers a signed link of an account that does not exist exactly like any other', async () => {
    const person = await subscriber();
    const real = await post(tokenFor(person.userId), 'List-Unsubscribe=One-Click', FORM);
    const none = await post(tokenFor(NO_ACCOUNT), 'List-Unsubscribe=One-Click', FORM);
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe(real.body);
  });

  it('refuses forged and malformed tokens with a 400 and changes nothing', async () => {
    const victim = await subscriber();
    const other = await subscriber();
    const encodedVictim = Buffer.from(victim.userId).toString('base64url');
    const othersSignature = tokenFor(other.userId).split('.')[1];
    const forged = [
      // The victim's id with a made-up signature.
      `${encodedVictim}.${'A'.repeat(32)}`,
      // The victim's id with a signature that is valid, but for someone else's account.
      `${encodedVictim}.${othersSignature}`,
      // Signed with another secret.
      unsubscribeToken('not-our-secret-not-our-secret-000000', victim.userId),
      // Garbage.
      'garbage',
      `${encodedVictim}`,
      'a.b.c',
      `${'x'.repeat(150)}.${'y'.repeat(60)}`,
      '',
    ];
    for (const token of forged) {
      const res = await post(token, 'List-Unsubscribe=One-Click', FORM);
      expect(res.statusCode, token).toBe(400);
      expect(res.json().message, token).toContain(INVALID);
      const look = await t.app.inject({
        method: 'GET',
        url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(look.statusCode, token).toBe(400);
    }
    expect(await optInOf(t, victim.userId)).toBe(true);
    expect(await withdrawals(victim.userId)).toEqual([]);
  });

  it('refuses a body that is not a one-click (400), without unsubscribing', async () => {
    const person = await subscriber();
    const res = await post(tokenFor(person.userId), 'List-Unsubscribe=Something-Else', FORM);
    expect(res.statusCode).toBe(400);
    expect(await optInOf(t, person.userId)).toBe(true);
  });

  it('GET only describes the link: a mail scanner opening it unsubscribes nobody', async () => {
    const person = await subscriber();
    const token = tokenFor(person.userId);
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${token}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        email: `m•••@${person.email.split('@')[1]}`,
        marketingOptIn: true,
      });
    }
    expect(await optInOf(t, person.userId)).toBe(true);
    expect(await withdrawals(person.userId)).toEqual([]);
  });

  it('keeps the token out of the request log, on success and on refusal', async () => {
    const person = await subscriber();
    const token = tokenFor(person.userId);
    const [, signature = ''] = token.split('.');
    await post(token, 'List-Unsubscribe=One-Click', FORM);
    await post(`${token.split('.')[0]}.${'B'.repeat(32)}`, undefined);
    await t.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${token}` });
    // The web page's own path, as the browser opens it from the e-mail.
    await t.app.inject({ method: 'GET', url: `/unsubscribe?token=${token}` });

    const log = t.logs.join('\n');
    expect(log).toContain('/api/unsubscribe');
    expect(log).not.toContain(token);
    expect(log).not.toContain(signature);
    expect(log).not.toContain('B'.repeat(32));
  });
});
