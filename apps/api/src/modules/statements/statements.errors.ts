import { errorDetail } from '@kwacha/shared/api/envelope';
import { STATEMENT_MESSAGES } from '@kwacha/shared/statements/statements';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/domain-errors';

/** A statement period that is backwards or too long once its defaults are filled in. */
export class StatementPeriodError extends ValidationError {
  constructor(message: string) {
    super([errorDetail('from', message)]);
  }
}

/** An unknown payment, and equally another borrower's or a malformed id: all read "not found". */
export class PaymentNotFoundError extends NotFoundError {
  override readonly code = 'PAYMENT_NOT_FOUND';
  constructor() {
    super(STATEMENT_MESSAGES.paymentNotFound);
  }
}

/** A receipt is issued only for money received: a pending, failed or expired payment has none. */
export class ReceiptNotAvailableError extends ConflictError {
  override readonly code = 'RECEIPT_NOT_AVAILABLE';
  constructor() {
    super(STATEMENT_MESSAGES.receiptNotAvailable);
  }
}

/** A clearance letter says nothing is owed: only a loan in status `paid` gets one. */
export class LoanNotRepaidError extends ConflictError {
  override readonly code = 'LOAN_NOT_REPAID';
  constructor() {
    super(STATEMENT_MESSAGES.notRepaid);
  }
}
