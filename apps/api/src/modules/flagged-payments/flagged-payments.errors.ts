import { FLAGGED_PAYMENT_MESSAGES as TEXT } from '@kwacha/shared/staff/flagged-payments';
import { conflict, notFound } from '../../lib/domain-errors';

/** No payment with this id, or one that was never flagged: nothing for staff to resolve. */
export class FlaggedPaymentNotFoundError extends notFound('FLAGGED_PAYMENT_NOT_FOUND', TEXT.notFound) {}

/** Someone resolved it first (or this is a repeat of the same request): nothing changes a second time. */
export class PaymentAlreadyResolvedError extends conflict('PAYMENT_ALREADY_RESOLVED', TEXT.alreadyResolved) {}

/** Reconciliation still owns it: the provider's final answer may yet book it. */
export class PaymentStillPendingError extends conflict('PAYMENT_STILL_PENDING', TEXT.stillPending) {}

/** Its money is in the ledger already (repaid or refunded): applying or refunding again would count it twice. */
export class PaymentAlreadyBookedError extends conflict('PAYMENT_ALREADY_BOOKED', TEXT.alreadyBooked) {}
