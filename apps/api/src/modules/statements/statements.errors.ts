import { errorDetail } from '@kwacha/shared/api/envelope';
import { STATEMENT_MESSAGES as TEXT } from '@kwacha/shared/statements/statement-rules';
import { conflict, notFound, ValidationError } from '../../lib/domain-errors';

/** A statement period that is backwards or too long once its defaults are filled in. */
export class StatementPeriodError extends ValidationError {
  constructor(message: string) {
    super([errorDetail('from', message)]);
  }
}

/** An unknown payment, and equally another borrower's or a malformed id: all read "not found". */
export class PaymentNotFoundError extends notFound('PAYMENT_NOT_FOUND', TEXT.paymentNotFound) {}

/** A receipt is issued only for money received: a pending, failed or expired payment has none. */
export class ReceiptNotAvailableError extends conflict('RECEIPT_NOT_AVAILABLE', TEXT.receiptNotAvailable) {}

/** A clearance letter says nothing is owed: only a loan in status `paid` gets one. */
export class LoanNotRepaidError extends conflict('LOAN_NOT_REPAID', TEXT.notRepaid) {}
