import {
  CURRENT_MARKETING_WORDINGS,
  MARKETING_CONSENT_V1_BEM,
  marketingWordingText,
} from '@kwacha/shared/consent/marketing-wordings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationPayload, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { consentRecordsOf, userIdByEmail } from './testing/consent-records';

// docs/product.md §14.6, §22: a person agrees to the sentence they read, in their language; the log's
// version names that wording, and so its language.
describe('consent to news and offers in Bemba and Nyanja', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('records the Nyanja wording ticked at registration by its own version', async () => {
    const payload = {
      ...registrationPayload(),
      marketingOptIn: true,
      marketingWordingVersion: CURRENT_MARKETING_WORDINGS.ny.version,
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(res.statusCode).toBe(201);
    const records = await consentRecordsOf(t, await userIdByEmail(t, payload.email));
    expect(records).toEqual([
      expect.objectContaining({
        granted: true,
        wordingVersion: 'marketing-email-v1-ny',
        source: 'registration',
      }),
    ]);
  });

  it('records the Bemba wording given on the profile, and a later English tick as a new agreement', async () => {
    const borrower = await verifiedBorrower(t);
    const put = (wordingVersion: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/consent/marketing',
        headers: { 'x-auth-token': borrower.token },
        payload: { granted: true, wordingVersion },
      });
    expect((await put('marketing-email-v1-bem')).statusCode).toBe(200);
    // The same sentence again changes nothing; the English one is another sentence read and agreed to.
    expect((await put('marketing-email-v1-bem')).statusCode).toBe(200);
    expect((await put('marketing-email-v1')).statusCode).toBe(200);
    const versions = (await consentRecordsOf(t, borrower.userId)).map((record) => record.wordingVersion);
    expect(versions).toEqual(['marketing-email-v1-bem', 'marketing-email-v1']);
    expect(marketingWordingText('marketing-email-v1-bem')).toBe(MARKETING_CONSENT_V1_BEM);
  });
});
