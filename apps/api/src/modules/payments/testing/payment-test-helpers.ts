import { randomUUID } from 'node:crypto';
import { disbursements, loanApplications, type Payment, payments } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { signedInStaff } from '../../../testing/factories';
import type { TestApp } from '../../../testing/test-app';
import { DISBURSEMENT_CHECK_JOB } from '../../disbursements/settlement';
import {
  confirm,
  initiated,
  loanReadyToDisburse,
  walletNumber,
} from '../../disbursements/testing/disbursement-test-helpers';

/** A clock the app reads (createTestApp({ now: clock.now })) that tests move instead of waiting. */
export function testClock(start = '2026-11-21T10:00:00Z') {
  let current = new Date(start);
  return {
    now: () => current,
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
    set(iso: string) {
      current = new Date(iso);
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A verified borrower's loan made active the real way: approved, disbursed with the OTP, and settled by
 * the simulator after its delay (which posts the disbursement entry). K1,000 over 6 months by default.
 */
export async function activeLoan(t: TestApp, clock: TestClock, delayMs: number) {
  const admin = await signedInStaff(t, 'admin');
  const ready = await loanReadyToDisburse(t, { wallet: walletNumber('4321') });
  const { transactionId, otp } = await initiated(t, admin, ready.loanId);
  const res = await confirm(t, admin.token, ready.loanId, transactionId, otp);
  if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.body}`);
  const [d] = await t.ctx.db.select().from(disbursements).where(eq(disbursements.loanId, ready.loanId));
  clock.advance(delayMs);
  await t.ctx.jobs.runNow(DISBURSEMENT_CHECK_JOB, { disbursementId: d?.id });
  const [loan] = await t.ctx.db.select().from(loanApplications).where(eq(loanApplications.id, ready.loanId));
  if (loan?.status !== 'active') throw new Error(`loan is ${loan?.status}, not active`);
  return { ...ready, loan, admin };
}

let payer = 1000;
/** A payer's wallet as the form sends it (digits only) with the simulator's ending, e.g. 0961230000. */
export function payerPhone(ending = '4567'): string {
  payer += 1;
  return `096${String(payer % 1000).padStart(3, '0')}${ending}`;
}

export function pay(
  t: TestApp,
  token: string,
  body: {
    loanId: string;
    amount: string;
    phone?: string;
    operator?: string;
    purpose?: string;
    prepaymentOption?: string;
  },
  idempotencyKey: string | null = randomUUID(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/collections/mobile-money',
    headers: {
      'x-auth-token': token,
      ...(idempotencyKey !== null && { 'idempotency-key': idempotencyKey }),
    },
    payload: { phone: payerPhone(), operator: 'mtn', ...body },
  });
}

export async function borrowerLoan(t: TestApp, token: string, loanId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/loan-applications/${loanId}`,
    headers: { 'x-auth-token': token },
  });
  if (res.statusCode !== 200) throw new Error(`loan view failed: ${res.body}`);
  return res.json().data;
}

export async function paymentRow(t: TestApp, id: string): Promise<Payment> {
  const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error(`no payment ${id}`);
  return row;
}
