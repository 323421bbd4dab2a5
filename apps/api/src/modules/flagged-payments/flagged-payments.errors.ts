import { FLAGGED_PAYMENT_MESSAGES } from '@kwacha/shared/staff/flagged-payments';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';

/** No payment with this id, or one that was never flagged: nothing for staff to resolve. */
export class FlaggedPaymentNotFoundError extends NotFoundError {
  override readonly code = 'FLAGGED_PAYMENT_NOT_FOUND';
  constructor() {
    super(FLAGGED_PAYMENT_MESSAGES.notFound);
  }
}

/** Someone resolved it first (or this is a repeat of the same request): nothing changes a second time. */
export class PaymentAlreadyResolvedError extends ConflictError {
  override readonly code = 'PAYMENT_ALREADY_RESOLVED';
  constructor() {
    super(FLAGGED_PAYMENT_MESSAGES.alreadyResolved);
  }
}

/** Reconciliation still owns it: the provider's final answer may yet book it. */
export class PaymentStillPendingError extends ConflictError {
  override readonly code = 'PAYMENT_STILL_PENDING';
  constructor() {
    super(FLAGGED_PAYMENT_MESSAGES.stillPending);
  }
}

/** Its money is in the ledger already (repaid or refunded): applying or refunding again would count it twice. */
export class PaymentAlreadyBookedError extends ConflictError {
  override readonly code = 'PAYMENT_ALREADY_BOOKED';
  constructor() {
    super(FLAGGED_PAYMENT_MESSAGES.alreadyBooked);
  }
}
