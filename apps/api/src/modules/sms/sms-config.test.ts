import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { register } from '../../testing/factories';
import { createTestApp } from '../../testing/test-app';
import { findUserByEmail, setSmsOptIn } from '../users/users.repository';
import { findSms } from './sms.repository';
import { queueSmsToBorrower } from './sms.service';

const BASE = {
  NODE_ENV: 'test',
  DATA_DIR: '/tmp/kwacha-test-unused',
  SESSION_SECRET: 'x'.repeat(32),
} as const;

describe('SMS configuration (README "Configuration")', () => {
  it("defaults to the sink, with no Africa's Talking settings and no callback token", () => {
    expect(loadConfig({ ...BASE }).sms).toEqual({
      provider: 'sink',
      africasTalking: undefined,
      callbackToken: undefined,
    });
  });

  it('refuses africastalking without its username and API key, naming them', () => {
    expect(() => loadConfig({ ...BASE, SMS_PROVIDER: 'africastalking' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...BASE, SMS_PROVIDER: 'africastalking', AFRICASTALKING_USERNAME: 'u' }),
    ).toThrow(/AFRICASTALKING_API_KEY/);
  });

  it("reads the Africa's Talking settings, with the live API as the default address", () => {
    const config = loadConfig({
      ...BASE,
      SMS_PROVIDER: 'africastalking',
      AFRICASTALKING_USERNAME: 'kwacha',
      AFRICASTALKING_API_KEY: 'key',
      AFRICASTALKING_SENDER_ID: 'KwachaLoans',
      AFRICASTALKING_CALLBACK_TOKEN: 't'.repeat(32),
    });
    expect(config.sms).toEqual({
      provider: 'africastalking',
      africasTalking: {
        username: 'kwacha',
        apiKey: 'key',
        senderId: 'KwachaLoans',
        baseUrl: 'https://api.africastalking.com',
      },
      callbackToken: 't'.repeat(32),
    });
  });

  it('refuses a short callback token, a sender id over 11 characters and an unknown provider', () => {
    expect(() => loadConfig({ ...BASE, AFRICASTALKING_CALLBACK_TOKEN: 'short' })).toThrow(
      /AFRICASTALKING_CALLBACK_TOKEN/,
    );
    expect(() => loadConfig({ ...BASE, AFRICASTALKING_SENDER_ID: 'KwachaLoansZM' })).toThrow(
      /AFRICASTALKING_SENDER_ID/,
    );
    expect(() => loadConfig({ ...BASE, SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
  });

  it('the running app sends a queued text through the sink by itself', async () => {
    const t = await createTestApp({ runWorkers: true });
    try {
      // Registered only: with workers running, the verification e-mail is sent and its link scrubbed.
      const payload = await register(t);
      const user = await findUserByEmail(t.ctx.db, payload.email);
      const borrower = { userId: user?.id as string };
      await setSmsOptIn(t.ctx.db, borrower.userId, true, new Date());
      const id = await queueSmsToBorrower(
        t.ctx.db,
        { userId: borrower.userId, kind: 'payment_received', body: 'Kwacha Loans: test.' },
        new Date(),
      );
      await expect
        .poll(async () => (await findSms(t.ctx.db, id as string))?.status, { timeout: 5000 })
        .toBe('sent');
      expect((await findSms(t.ctx.db, id as string))?.provider).toBe('sink');
    } finally {
      await t.close();
    }
  });
});
