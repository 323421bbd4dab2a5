import { FakeLencoServer } from '../../../providers/lenco/testing/fake-lenco-server';
import { settle } from '../../../providers/lenco/testing/fake-lenco-transactions';
import { buildCallback, signLencoBody } from '../../../providers/lenco/testing/fake-lenco-webhooks';
import { paymentByReference, replay, wallet } from '../../../providers/testing/provider-test-kit';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { reconcilePayments } from '../../payments/payment-checks';
import { activeLoan, pay, type TestClock, testClock } from '../../payments/testing/payment-test-helpers';

const DELAY_MS = 5000;
const API_KEY = 'lenco-flagged-payments-secret-key';
const ACCOUNT_ID = 'b176cda5-7d97-4a3f-b4dd-ab0234e9e08c';
/** Longer than any test: the fake settles only when a test says so. */
const NEVER_MS = 60 * 60 * 1000;
const EXPIRY_MS = 31 * 60 * 1000;

/**
 * The app with MTN wallets routed to a fake Lenco whose collections settle only when a test says so, so
 * that flagged payments arise the real way: a signed webhook the app receives on /api/webhooks/lenco, too
 * late (after reconciliation expired the payment) or claiming an amount that is not ours.
 */
export async function startFlaggedPaymentHarness() {
  const clock = testClock();
  const fake = await new FakeLencoServer({ apiKey: API_KEY, accountId: ACCOUNT_ID }).start();
  const t = await createTestApp({
    now: clock.now,
    config: {
      simulatorDelayMs: DELAY_MS,
      paymentProviderOverrides: { mtn: 'lenco' },
      providerEnv: { LENCO_BASE_URL: fake.url, LENCO_API_KEY: API_KEY, LENCO_ACCOUNT_ID: ACCOUNT_ID },
    },
  });
  return { t, fake, clock, close: () => Promise.all([t.close(), fake.close()]) };
}

export type FlaggedPaymentHarness = Awaited<ReturnType<typeof startFlaggedPaymentHarness>>;

/** A borrower's active loan (K1,000 over 6 months: K1,089.30 owed) and a payment on it left pending. */
export async function pendingPayment(h: FlaggedPaymentHarness, amount = '100.00') {
  const loan = await activeLoan(h.t, h.clock, DELAY_MS);
  const phone = wallet('mtn');
  h.fake.setScenario(phone, { settleAfterMs: NEVER_MS, callback: 'none' });
  const res = await pay(h.t, loan.borrower.token, { loanId: loan.loanId, amount, phone, operator: 'mtn' });
  if (res.statusCode !== 201) throw new Error(`payment refused: ${res.body}`);
  const reference = res.json().data.reference as string;
  return { ...loan, reference };
}

/** Lenco settles the collection now (successfully, unless the scenario said otherwise). */
export function settleAtLenco(h: FlaggedPaymentHarness, reference: string) {
  const tx = h.fake.transactions.find((candidate) => candidate.reference === reference);
  if (!tx) throw new Error(`fake Lenco has no ${reference}`);
  settle(tx, new Date());
  return tx;
}

type LencoWebhookBody = { event: string; data: Record<string, unknown> };

/** Lenco's webhook for the settled collection, exactly as it signs it, delivered to our route. */
export function deliverWebhook(
  h: FlaggedPaymentHarness,
  reference: string,
  change?: (body: LencoWebhookBody) => object,
) {
  const tx = h.fake.transactions.find((candidate) => candidate.reference === reference);
  if (!tx) throw new Error(`fake Lenco has no ${reference}`);
  const callback = buildCallback(tx, API_KEY, false, null);
  const rawBody = change ? JSON.stringify(change(JSON.parse(callback.rawBody))) : callback.rawBody;
  return replay(h.t.app, {
    method: 'POST',
    path: '/api/webhooks/lenco',
    headers: { ...callback.headers, 'x-lenco-signature': signLencoBody(API_KEY, rawBody) },
    rawBody,
  });
}

/** Reconciliation's next run, far enough on that a payment still pending at the provider expires. */
export async function expireByReconciliation(t: TestApp, clock: TestClock) {
  clock.advance(EXPIRY_MS);
  await reconcilePayments(t.ctx);
}

/**
 * docs/product.md §13.1: the payment expired (the borrower was told so), then the provider's signed
 * webhook said it succeeded after all. Not applied: flagged for staff.
 */
export async function lateSuccessAfterExpiry(h: FlaggedPaymentHarness, amount = '100.00') {
  const made = await pendingPayment(h, amount);
  await expireByReconciliation(h.t, h.clock);
  settleAtLenco(h, made.reference);
  const answer = await deliverWebhook(h, made.reference);
  if (answer.statusCode !== 200) throw new Error(`webhook answered ${answer.statusCode}`);
  const payment = await paymentByReference(h.t, made.reference);
  if (payment.status !== 'expired' || !payment.flaggedReason) throw new Error('the payment was not flagged');
  return { ...made, payment };
}

/**
 * A signed webhook claimed K1,000 for our K100 request (flagged, still pending); then reconciliation's
 * status call (which claims no amount) found it successful and booked our K100. Flagged, and booked.
 */
export async function wrongAmountThenBooked(h: FlaggedPaymentHarness) {
  const made = await pendingPayment(h);
  settleAtLenco(h, made.reference);
  const answer = await deliverWebhook(h, made.reference, (body) => ({
    ...body,
    data: { ...body.data, amount: '1000.00' },
  }));
  if (answer.statusCode !== 200) throw new Error(`webhook answered ${answer.statusCode}`);
  h.clock.advance(60_000);
  await reconcilePayments(h.t.ctx);
  const payment = await paymentByReference(h.t, made.reference);
  if (payment.status !== 'successful' || !payment.flaggedReason) throw new Error('not flagged and booked');
  return { ...made, payment };
}
