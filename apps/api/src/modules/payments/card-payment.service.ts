import type { Payment, SessionUser } from '@kwacha/db';
import { errorDetail } from '@kwacha/shared/api/envelope';
import { parseKwacha } from '@kwacha/shared/money/money';
import { CARD_PAYMENT_TEXTS, PAYMENT_MESSAGES } from '@kwacha/shared/payments/payment-view';
import type { CardPaymentRequest } from '@kwacha/shared/payments/payments';
import type { Config } from '../../config';
import { ValidationError } from '../../lib/domain-errors';
import { type CardCheckoutPort, CheckoutUnavailableError } from '../../providers/ports';
import { outcomeOf } from '../../providers/provider-call';
import { applyCollectionOutcome } from './collection-outcome';
import { type PaymentCommand, reservePayment } from './initiate-payment.service';
import { scheduleCheck } from './payment-checks';
import type { PaymentDeps } from './payment-deps';
import {
  CardGatewayNotReadyError,
  CardPaymentNotFoundError,
  CardPaymentsOffError,
  PaymentFailedError,
} from './payments.errors';
import { findPayment } from './payments.repository';

/** The payment services' dependencies, with the card provider's configuration. */
export type CardPaymentDeps = Omit<PaymentDeps, 'config'> & {
  config: PaymentDeps['config'] & Pick<Config, 'cardPayments'>;
};

/** The provider that takes card repayments (docs/decisions/055). */
export const CARD_PROVIDER = 'flutterwave';

function checkoutPort(deps: CardPaymentDeps): CardCheckoutPort {
  if (!deps.config.cardPayments.publicKey) throw new CardPaymentsOffError();
  try {
    const port = deps.providers.byName(CARD_PROVIDER).cardCheckout;
    if (port) return port;
  } catch {
    // Not configured (no secret key), or a stand-in refused in production: the option is off.
  }
  throw new CardPaymentsOffError();
}

/** Where the provider sends the borrower back; it adds its own status, tx_ref and transaction_id. */
export const cardReturnUrl = (appUrl: string, reference: string) =>
  `${appUrl}/payments/card-return?reference=${encodeURIComponent(reference)}`;

/**
 * POST /api/collections/card (docs/product.md §27). The same payment as by mobile money — one per
 * Idempotency-Key (or the same payment within the same-payment window), the same amount checks, a pending
 * row with our reference committed before the provider hears of it — then the provider's hosted checkout
 * for that reference. A repeat of a pending payment asks for the checkout of the same reference again, so
 * the borrower can never be charged twice. When no checkout can be opened (timeout, 5xx) a new payment is
 * failed at once (no one can pay a page that was never shown) and SPEC.md's gateway text is the answer.
 * The outcome is never taken from the browser: the status call and the webhook decide it.
 */
export async function startCardPayment(
  deps: CardPaymentDeps,
  user: SessionUser,
  idempotencyKey: string | undefined,
  request: CardPaymentRequest,
): Promise<{ payment: Payment; checkoutUrl: string | null }> {
  const checkout = checkoutPort(deps);
  const amount = parseKwacha(request.amount);
  if (amount === undefined || amount <= 0) {
    throw new ValidationError([errorDetail('amount', PAYMENT_MESSAGES.amountPositive)]);
  }
  const command: PaymentCommand = {
    loanId: request.loanId,
    amount,
    // No wallet pays a card payment: the row keeps the borrower's registered number, for the receipts.
    msisdn: user.phoneNumber ?? '',
    operator: 'card',
    purpose: request.purpose ?? 'repayment',
    prepaymentOption: request.prepaymentOption ?? null,
  };
  const { payment, fresh } = await reservePayment(deps, user, idempotencyKey, command, checkout.provider);
  if (payment.status === 'successful') return { payment, checkoutUrl: null };
  if (payment.status !== 'pending') {
    // Failed because no checkout could be opened: a repeat is answered as the first was.
    if (payment.failureReason === CARD_PAYMENT_TEXTS.gatewayNotReady) throw new CardGatewayNotReadyError();
    throw new PaymentFailedError(payment.failureReason);
  }
  let link: string;
  try {
    ({ link } = await checkout.startCheckout({
      reference: payment.reference,
      amountNgwee: payment.amount,
      redirectUrl: cardReturnUrl(deps.config.appUrl, payment.reference),
      customer: {
        email: user.email,
        name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
        phoneNumber: user.phoneNumber,
      },
      title: `Kwacha Loans repayment ${payment.loanId.slice(0, 8)}`,
    }));
  } catch (error) {
    if (!(error instanceof CheckoutUnavailableError)) throw error;
    deps.logger.warn({ paymentId: payment.id, reason: error.message }, 'card checkout not opened');
    if (fresh) await failUnopened(deps, payment);
    throw new CardGatewayNotReadyError();
  }
  // The existing check and reconciliation jobs settle it if no webhook comes (payment-checks.ts).
  if (fresh) await scheduleCheck(deps, payment);
  return { payment, checkoutUrl: link };
}

/** A checkout never shown cannot be paid: the payment fails at once, and frees what it held of the balance. */
async function failUnopened(deps: CardPaymentDeps, payment: Payment) {
  await applyCollectionOutcome(
    deps,
    { id: payment.id },
    { state: 'failed', providerReference: null, reason: CARD_PAYMENT_TEXTS.gatewayNotReady },
    {},
    { notifyFailure: false },
  );
}

/**
 * GET /api/payments/card/:reference: the borrower's card payment after the provider's redirect. While it
 * is pending, our server asks the provider (verify by reference) and applies the answer exactly as the
 * check job would; what the browser's address says (`status=successful`) counts for nothing. Another
 * borrower's payment, or a mobile-money one, is not found.
 */
export async function confirmCardPayment(
  deps: CardPaymentDeps,
  user: SessionUser,
  reference: string,
): Promise<Payment> {
  const payment = await findPayment(deps.db, { reference });
  if (!payment || payment.userId !== user.id || payment.operator !== 'card') {
    throw new CardPaymentNotFoundError();
  }
  if (payment.status !== 'pending') return payment;
  const outcome = await outcomeOf(() =>
    deps.providers.byName(payment.provider).collections.paymentStatus(payment.reference),
  );
  await applyCollectionOutcome(deps, { id: payment.id }, outcome);
  return (await findPayment(deps.db, { id: payment.id })) ?? payment;
}
