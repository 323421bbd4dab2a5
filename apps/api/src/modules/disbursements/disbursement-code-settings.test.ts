import { disbursements } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail, signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { OTP_EMAIL_TEMPLATE } from './disbursement.emails';
import { confirm, initiated, loanReadyToDisburse, wrongOtp } from './testing/disbursement-test-helpers';

const DELAY_MS = 5000;

/** docs/product.md §14.5: the code lifetime and tries a superuser set apply from the next code on. */
describe('disbursement codes follow the settings', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  let superuser: Awaited<ReturnType<typeof signedInStaff>>;
  let clock = new Date('2026-11-21T10:00:00Z');
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const setCodeRules = async (lifetimeMinutes: number, maxAttempts: number) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/disbursement-code',
      headers: { 'x-auth-token': superuser.token },
      payload: { lifetimeMinutes, maxAttempts },
    });
    expect(res.statusCode).toBe(200);
  };
  const expiryOf = async (loanId: string) =>
    (await t.ctx.db.select().from(disbursements).where(eq(disbursements.loanId, loanId)))[0]?.otpExpiresAt;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, config: { simulatorDelayMs: DELAY_MS } });
    admin = await signedInStaff(t, 'admin');
    superuser = await signedInStaff(t, 'superuser');
  });
  afterAll(() => t.close());

  it('gives the next code the new lifetime, says it in the e-mail, and leaves a code already sent alone', async () => {
    const { loanId: first } = await loanReadyToDisburse(t);
    const earlier = await initiated(t, admin, first);
    expect(await expiryOf(first)).toEqual(new Date('2026-11-21T10:10:00Z'));

    await setCodeRules(3, 5);
    const { loanId: second } = await loanReadyToDisburse(t);
    const later = await initiated(t, admin, second);
    expect(await expiryOf(second)).toEqual(new Date('2026-11-21T10:03:00Z'));
    expect((await latestEmail(t, admin.email, OTP_EMAIL_TEMPLATE)).textBody).toContain(
      'The code expires in 3 minutes and works once.',
    );
    // The first code keeps its 10 minutes.
    expect(await expiryOf(first)).toEqual(new Date('2026-11-21T10:10:00Z'));

    advance(3 * 60_000 + 1000);
    const expired = await confirm(t, admin.token, second, later.transactionId, later.otp);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.code).toBe('OTP_EXPIRED');
    const stillGood = await confirm(t, admin.token, first, earlier.transactionId, earlier.otp);
    expect(stillGood.statusCode).toBe(200);
  });

  it('locks a code after the number of wrong tries in force', async () => {
    await setCodeRules(10, 2);
    const { loanId } = await loanReadyToDisburse(t);
    const { transactionId, otp } = await initiated(t, admin, loanId);
    const first = await confirm(t, admin.token, loanId, transactionId, wrongOtp(otp));
    expect(first.json().message).toBe('The OTP is incorrect. 1 attempt left.');
    const second = await confirm(t, admin.token, loanId, transactionId, wrongOtp(otp));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('OTP_LOCKED');
    expect((await confirm(t, admin.token, loanId, transactionId, otp)).json().error.code).toBe('OTP_LOCKED');
  });
});
