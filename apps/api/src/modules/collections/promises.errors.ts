import { errorDetail } from '@kwacha/shared/api/envelope';
import { COLLECTIONS_MESSAGES } from '@kwacha/shared/staff/collections';
import { conflict, fieldRefusal, ValidationError } from '../../lib/domain-errors';

/** One open promise per loan: a second, or the loser of two made at once, is refused. */
export class PromiseOpenError extends conflict('PROMISE_OPEN', COLLECTIONS_MESSAGES.promiseOpen) {}

/** A day before the business date. */
export class PromiseDatePastError extends fieldRefusal('date', COLLECTIONS_MESSAGES.promisePast) {}

/** Under K1, or more than the loan still owes. */
export class PromiseAmountRefused extends fieldRefusal('amount', COLLECTIONS_MESSAGES.promiseAmount) {}

/** Further ahead than the collection rules allow (`promiseMaxDays`). */
export class PromiseDateTooLateError extends ValidationError {
  constructor(days: number) {
    super([errorDetail('date', COLLECTIONS_MESSAGES.promiseTooLate(days))]);
  }
}
