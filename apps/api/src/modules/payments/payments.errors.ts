import { errorDetail } from '@kwacha/shared/api/envelope';
import { formatKwacha } from '@kwacha/shared/money/money';
import { CHANNEL_OFF_TEXTS } from '@kwacha/shared/payments/payment-channels';
import {
  amountAboveBalanceMessage,
  CARD_PAYMENT_TEXTS,
  PAYMENT_MESSAGES,
  PAYOFF_MESSAGES,
  PREPAYMENT_TEXTS,
  payoffAmountMessage,
} from '@kwacha/shared/payments/payment-view';
import { type MobileOperator, OPERATOR_LABELS } from '@kwacha/shared/phone/zambian-phone';
import {
  ConflictError,
  conflict,
  DomainError,
  notFound,
  ServiceUnavailableError,
  ValidationError,
} from '../../lib/domain-errors';

/** Only an active or overdue loan is repaid (docs/product.md §4, payable loans). */
export class LoanNotPayableError extends ConflictError {
  override readonly code = 'LOAN_NOT_PAYABLE';
  constructor(status: string) {
    super(`Only an active or overdue loan can be repaid. This loan is ${status.replace(/_/g, ' ')}.`);
  }
}

/**
 * docs/product.md §5's text, naming what can still be paid: the balance less the payments already on
 * their way, so that payments made at the same time can never add up to more than is owed.
 */
export class AmountAboveBalanceError extends DomainError {
  readonly code = 'AMOUNT_ABOVE_BALANCE';
  readonly kind = 'validation';
  constructor(payableNgwee: number) {
    const message = amountAboveBalanceMessage(formatKwacha(payableNgwee).slice(1));
    super(message, [errorDetail('amount', message)]);
  }
}

/**
 * No configured provider collects from this operator's wallets (docs/product.md §13.5): refused before any
 * payment is recorded, never simulated.
 */
export class CollectionsOffError extends DomainError {
  readonly code = 'PAYMENT_CHANNEL_OFF';
  readonly kind = 'conflict';
  constructor(operator: MobileOperator) {
    const message = CHANNEL_OFF_TEXTS.collections(OPERATOR_LABELS[operator]);
    super(message, [errorDetail('operator', message)]);
  }
}

/** docs/product.md §8: the payer's wallet lacks funds; the API answers 422 with this exact text. */
export class InsufficientFundsError extends DomainError {
  readonly code = 'INSUFFICIENT_FUNDS';
  readonly kind = 'payment_refused';
  constructor() {
    super(PAYMENT_MESSAGES.insufficientFunds);
  }
}

/** The provider refused the payment for another reason, which the borrower reads. */
export class PaymentFailedError extends DomainError {
  readonly code = 'PAYMENT_FAILED';
  readonly kind = 'payment_refused';
  constructor(reason: string | null) {
    super(
      reason
        ? `Payment could not be completed: ${reason.replace(/\.$/, '')}. Please try again.`
        : PAYMENT_MESSAGES.failedDefault,
    );
  }
}

/** An Idempotency-Key names one payment: sending it again with different details is a client bug. */
export class IdempotencyKeyReusedError extends ConflictError {
  override readonly code = 'IDEMPOTENCY_KEY_REUSED';
  constructor() {
    super('This payment request was already used for a different payment. Please start a new payment.');
  }
}

/** docs/product.md §13.6: a payoff pays exactly today's payoff quote, no more and no less. */
export class PayoffAmountError extends ValidationError {
  constructor(payoffNgwee: number) {
    const message = payoffAmountMessage(formatKwacha(payoffNgwee));
    super([errorDetail('amount', message)], message);
  }
}

/** A payoff waits for the payments already on their way: the quote counts only what has been booked. */
export class PaymentInFlightError extends ConflictError {
  override readonly code = 'PAYMENT_IN_FLIGHT';
  constructor() {
    super(PAYOFF_MESSAGES.paymentInFlight);
  }
}

/** While a payoff is on its way, no other payment: the payoff alone closes the loan. */
export class PayoffInFlightError extends ConflictError {
  override readonly code = 'PAYOFF_IN_FLIGHT';
  constructor() {
    super(PAYOFF_MESSAGES.payoffInFlight);
  }
}

/** A prepayment is more than what is due now and less than what closes the loan (docs/product.md §13.6). */
export class PrepaymentAmountError extends ValidationError {
  constructor(message: string) {
    super([errorDetail('amount', message)], message);
  }
}

/** Every instalment is due already: there is nothing ahead to plan again. */
export class NothingAheadError extends ConflictError {
  override readonly code = 'NOTHING_AHEAD';
  constructor() {
    super(PREPAYMENT_TEXTS.nothingAhead);
  }
}

/** While a prepayment is on its way, no other payment: it re-plans the loan from what is booked. */
export class PrepaymentInFlightError extends ConflictError {
  override readonly code = 'PREPAYMENT_IN_FLIGHT';
  constructor() {
    super(PREPAYMENT_TEXTS.inFlight);
  }
}

/**
 * Card repayments are off: FLUTTERWAVE_PUBLIC_KEY is not set (docs/product.md §27). Refused before any
 * payment is recorded; the screen shows the same text instead of the card option.
 */
export class CardPaymentsOffError extends conflict(
  'CARD_PAYMENTS_OFF',
  CARD_PAYMENT_TEXTS.missingPublicKey,
) {}

/** The card provider could not open a checkout (timeout, 5xx, a refusal): SPEC.md's text, 503. */
export class CardGatewayNotReadyError extends ServiceUnavailableError {
  override readonly code = 'PAYMENT_GATEWAY_NOT_READY';
  constructor() {
    super(CARD_PAYMENT_TEXTS.gatewayNotReady);
  }
}

/** A card payment of this borrower by our reference; another's, or none, is "not found" (§27). */
export class CardPaymentNotFoundError extends notFound('PAYMENT_NOT_FOUND', 'Payment not found.') {}
