import type { Config } from '../../config';
import { activeLoan, pay, type TestClock } from '../../modules/payments/testing/payment-test-helpers';
import type { TestApp } from '../../testing/test-app';
import { providerTestApp, WebhookRelay, wallet } from './provider-test-kit';

/** How long the simulator takes to settle a payout in every provider's integration suite. */
export const PAYOUT_DELAY_MS = 5000;

/**
 * What a provider's integration suite runs against: the relay, then the provider's fake (`startFake`,
 * calling back through the relay), then the app on `clock` with the channels in `overrides` routed to
 * the provider and `env` pointing it at the fake. Should a step fail, what had started is closed again
 * before the error is thrown (the suite's `closeProviderSuite` only sees what was returned).
 */
export async function startProviderSuite<Fake extends { close(): Promise<void> }>(
  clock: TestClock,
  options: {
    overrides: Config['paymentProviderOverrides'];
    startFake: (relay: WebhookRelay) => Promise<Fake>;
    env: (fake: Fake, relay: WebhookRelay) => Record<string, string>;
  },
): Promise<{ t: TestApp; fake: Fake; relay: WebhookRelay }> {
  const relay = await new WebhookRelay().start();
  let fake: Fake | undefined;
  try {
    fake = await options.startFake(relay);
    const t = await providerTestApp(relay, {
      clock,
      delayMs: PAYOUT_DELAY_MS,
      overrides: options.overrides,
      env: options.env(fake, relay),
    });
    return { t, fake, relay };
  } catch (error) {
    await fake?.close();
    await relay.close();
    throw error;
  }
}

/**
 * An active loan and a K100 repayment from a fresh wallet on `operator`, once `atFake(phone)` has given
 * that wallet its scenario at the provider's fake. `reference` is undefined when the payment is refused.
 */
export async function activeLoanPaysK100(
  t: TestApp,
  clock: TestClock,
  operator: 'mtn' | 'airtel',
  atFake: (phone: string) => void,
) {
  const { loanId, borrower } = await activeLoan(t, clock, PAYOUT_DELAY_MS);
  const phone = wallet(operator);
  atFake(phone);
  const res = await pay(t, borrower.token, { loanId, amount: '100.00', phone, operator });
  return { loanId, borrower, phone, res, reference: res.json().data?.reference as string };
}
