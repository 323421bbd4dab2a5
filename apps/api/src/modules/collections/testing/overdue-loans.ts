import { loanPositions } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { loginToken } from '../../../testing/factories';
import type { TestApp } from '../../../testing/test-app';
import { PAYMENT_CHECK_JOB } from '../../payments/payment-checks';
import { activeLoan, pay, type TestClock } from '../../payments/testing/payment-test-helpers';
import { runDailyServicing } from '../../servicing/servicing.service';

export const DELAY_MS = 5000;
/** 06:00 UTC: 08:00 in Lusaka. */
export const lusakaMorning = (day: string) => `${day}T06:00:00Z`;

/** A K1,000 loan over 6 months paid out on `day` at 10:00 UTC: instalment 1 (K181.55) falls due a month on. */
export function loanPaidOutOn(t: TestApp, clock: TestClock, day: string) {
  clock.set(`${day}T10:00:00Z`);
  return activeLoan(t, clock, DELAY_MS);
}

/** The daily run for `day` (real clock at 08:00 Lusaka): ages every loan, as the daily job does. */
export function dailyRunOn(t: TestApp, clock: TestClock, day: string) {
  clock.set(lusakaMorning(day));
  return runDailyServicing(t.ctx);
}

/** The borrower repays `amount` (text, kwacha) and the simulator settles it. */
export async function repay(
  t: TestApp,
  clock: TestClock,
  borrower: { email: string; password: string },
  loanId: string,
  amount: string,
) {
  const token = await loginToken(t, borrower.email, borrower.password);
  const res = await pay(t, token, { loanId, amount });
  if (res.statusCode !== 201) throw new Error(`payment failed: ${res.body}`);
  clock.advance(DELAY_MS);
  await t.ctx.jobs.runNow(PAYMENT_CHECK_JOB, { paymentId: res.json().data.id });
}

export async function positionOf(t: TestApp, loanId: string) {
  const [row] = await t.ctx.db.select().from(loanPositions).where(eq(loanPositions.loanId, loanId));
  return row;
}
