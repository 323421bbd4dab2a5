import { CURRENT_MARKETING_WORDING } from '@kwacha/shared/consent/marketing-wordings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationPayload, signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { consentRecordsOf, optInOf, userIdByEmail } from './testing/consent-records';

const VERSION = CURRENT_MARKETING_WORDING.version;
// The proxy in front of the app is trusted; the borrower's phone is the address behind it.
const PHONE_ADDRESS = '41.72.100.5';
const PHONE_BROWSER = 'Mozilla/5.0 (Linux; Android 10; itel A56) Chrome/120.0 Mobile';

describe('consent to news and offers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  const fromPhone = { 'x-forwarded-for': PHONE_ADDRESS, 'user-agent': PHONE_BROWSER };
  const register = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers: fromPhone });
  const putConsent = (token: string, payload: object, headers: Record<string, string> = fromPhone) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/consent/marketing',
      headers: { 'x-auth-token': token, ...headers },
      payload,
    });
  const getConsent = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/consent', headers: { 'x-auth-token': token } });

  describe('at registration', () => {
    it('records nothing and leaves the answer "no" when the box is not ticked (the original payload)', async () => {
      const payload = registrationPayload();
      expect((await register(payload)).statusCode).toBe(201);
      const userId = await userIdByEmail(t, payload.email);
      expect(await optInOf(t, userId)).toBe(false);
      expect(await consentRecordsOf(t, userId)).toEqual([]);
    });

    it('records a tick with the wording shown, the source and where it came from', async () => {
      const payload = { ...registrationPayload(), marketingOptIn: true, marketingWordingVersion: VERSION };
      expect((await register(payload)).statusCode).toBe(201);
      const userId = await userIdByEmail(t, payload.email);
      expect(await optInOf(t, userId)).toBe(true);
      const records = await consentRecordsOf(t, userId);
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({
        purpose: 'marketing_email',
        granted: true,
        wordingVersion: 'marketing-email-v1',
        source: 'registration',
        ipAddress: PHONE_ADDRESS,
        userAgent: PHONE_BROWSER,
      });
    });

    it('refuses a tick without the wording it answered, or with a wording that does not exist', async () => {
      const missing = await register({ ...registrationPayload(), marketingOptIn: true });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.details).toEqual([
        expect.objectContaining({
          field: 'marketingWordingVersion',
          message: 'Please reload the page and tick the news and offers box again.',
        }),
      ]);
      const unknown = await register({
        ...registrationPayload(),
        marketingOptIn: true,
        marketingWordingVersion: 'marketing-email-v0',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.details[0].field).toBe('marketingWordingVersion');
    });
  });

  describe('on the profile', () => {
    it('answers the current choice, since when, and the history', async () => {
      const borrower = await verifiedBorrower(t);
      const before = await getConsent(borrower.token);
      expect(before.statusCode).toBe(200);
      expect(before.json().data).toEqual({ marketingOptIn: false, since: null, history: [] });

      const given = await putConsent(borrower.token, { granted: true, wordingVersion: VERSION });
      expect(given.statusCode).toBe(200);
      expect(given.json().message).toBe('You will receive news and offers from Kwacha Loans by e-mail.');
      const state = given.json().data;
      expect(state.marketingOptIn).toBe(true);
      expect(state.history).toEqual([
        expect.objectContaining({ granted: true, source: 'profile', wordingVersion: VERSION }),
      ]);
      expect(state.since).toBe(state.history[0].createdAt);
      expect((await getConsent(borrower.token)).json().data).toEqual(state);
    });

    it('withdraws and gives again: the history grows and users.marketing_opt_in follows', async () => {
      const payload = { ...registrationPayload(), marketingOptIn: true, marketingWordingVersion: VERSION };
      const borrower = await verifiedBorrower(t, payload);

      const withdrawn = await putConsent(borrower.token, { granted: false, wordingVersion: VERSION });
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json().message).toBe('You will no longer receive news and offers from Kwacha Loans.');
      expect(await optInOf(t, borrower.userId)).toBe(false);

      const again = await putConsent(
        borrower.token,
        { granted: true, wordingVersion: VERSION },
        { 'x-forwarded-for': '102.145.3.9', 'user-agent': 'Opera Mini' },
      );
      expect(again.json().data.marketingOptIn).toBe(true);
      expect(await optInOf(t, borrower.userId)).toBe(true);

      const records = await consentRecordsOf(t, borrower.userId);
      expect(records.map((r) => [r.granted, r.source, r.ipAddress, r.userAgent])).toEqual([
        // The factory registers straight from the test's own address, without a proxy.
        [true, 'registration', '127.0.0.1', 'lightMyRequest'],
        [false, 'profile', PHONE_ADDRESS, PHONE_BROWSER],
        [true, 'profile', '102.145.3.9', 'Opera Mini'],
      ]);
      // Newest first on the page.
      expect(again.json().data.history.map((e: { granted: boolean }) => e.granted)).toEqual([
        true,
        false,
        true,
      ]);
    });

    it('records nothing when the answer does not change', async () => {
      const borrower = await verifiedBorrower(t);
      expect((await putConsent(borrower.token, { granted: false, wordingVersion: VERSION })).statusCode).toBe(
        200,
      );
      await putConsent(borrower.token, { granted: true, wordingVersion: VERSION });
      await putConsent(borrower.token, { granted: true, wordingVersion: VERSION });
      expect(await consentRecordsOf(t, borrower.userId)).toHaveLength(1);
    });

    it('cuts a long user agent to 200 characters', async () => {
      const borrower = await verifiedBorrower(t);
      await putConsent(
        borrower.token,
        { granted: true, wordingVersion: VERSION },
        { 'user-agent': 'A'.repeat(500) },
      );
      const [record] = await consentRecordsOf(t, borrower.userId);
      expect(record?.userAgent).toBe('A'.repeat(200));
    });

    it('refuses an unknown wording or a field it does not know with a 400 on the field', async () => {
      const borrower = await verifiedBorrower(t);
      const outdated = await putConsent(borrower.token, { granted: true, wordingVersion: 'v0' });
      expect(outdated.statusCode).toBe(400);
      expect(outdated.json().error.details).toEqual([
        expect.objectContaining({
          field: 'wordingVersion',
          message: 'The wording of this choice has changed. Please reload the page and choose again.',
        }),
      ]);
      const smuggled = await putConsent(borrower.token, {
        granted: true,
        wordingVersion: VERSION,
        userId: 'x',
      });
      expect(smuggled.statusCode).toBe(400);
      expect(await consentRecordsOf(t, borrower.userId)).toEqual([]);
    });

    it('is for borrowers: a stranger gets 401 and staff 403', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/consent' })).statusCode).toBe(401);
      const staff = await signedInStaff(t, 'admin');
      expect((await getConsent(staff.token)).statusCode).toBe(403);
      expect((await putConsent(staff.token, { granted: true, wordingVersion: VERSION })).statusCode).toBe(
        403,
      );
    });
  });

  it("shows a superuser the consent history on the user's page", async () => {
    const payload = { ...registrationPayload(), marketingOptIn: true, marketingWordingVersion: VERSION };
    const borrower = await verifiedBorrower(t, payload);
    await putConsent(borrower.token, { granted: false, wordingVersion: VERSION });
    const superuser = await signedInStaff(t, 'superuser');
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${borrower.userId}`,
      headers: { 'x-auth-token': superuser.token },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.profile.marketingOptIn).toBe(false);
    expect(page.json().data.consentEvents).toEqual([
      expect.objectContaining({ granted: false, source: 'profile', ipAddress: PHONE_ADDRESS }),
      expect.objectContaining({ granted: true, source: 'registration', wordingVersion: VERSION }),
    ]);
  });
});
