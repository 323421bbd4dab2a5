import { COLLECTIONS_MESSAGES as TEXT } from '@kwacha/shared/staff/collections';
import { ConflictError, conflict, fieldRefusal, notFound } from '../../lib/domain-errors';

/** A loan id the desk does not know (or a malformed one): 404, as everywhere else. */
export class CollectionLoanNotFoundError extends notFound('LOAN_NOT_FOUND', 'Loan not found.') {}

/** The desk works only loans past due: assigning or contacting about a current loan is refused. */
export class LoanNotOverdueError extends conflict('NOT_OVERDUE', TEXT.notOverdue) {}

/** A collector must be an active admin or superuser (a borrower, a deactivated account, no one). */
export class NotStaffError extends fieldRefusal('staffUserId', TEXT.notStaff) {}

/** The fair-collection rules (docs/product.md §23.3): each refusal says which rule. */
export class ContactOutsideHoursError extends ConflictError {
  override readonly code = 'CONTACT_OUTSIDE_HOURS';
  constructor(fromHour: number, toHour: number) {
    super(TEXT.outsideHours(fromHour, toHour));
  }
}

export class ContactOnSundayError extends conflict('CONTACT_ON_SUNDAY', TEXT.sunday) {}

export class ContactLimitReachedError extends ConflictError {
  override readonly code = 'CONTACT_LIMIT_REACHED';
  constructor(maxContactsPerDay: number) {
    super(TEXT.tooManyToday(maxContactsPerDay));
  }
}

/** An SMS to a borrower without a number that takes texts (none, or texts turned off). */
export class NoTextablePhoneError extends conflict('NO_TEXTABLE_PHONE', TEXT.noPhone) {}

/** A promise reminder for a loan with no open promise: there is nothing to remind of. */
export class NoOpenPromiseError extends conflict('NO_OPEN_PROMISE', TEXT.noPromise) {}
