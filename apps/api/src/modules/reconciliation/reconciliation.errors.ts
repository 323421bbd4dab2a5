import type { ErrorDetail } from '@kwacha/shared/api/envelope';
import { RECONCILIATION_MESSAGES as TEXT } from '@kwacha/shared/staff/reconciliation';
import { conflict, DomainError, notFound } from '../../lib/domain-errors';

/**
 * A statement file that cannot be taken (400): a wrong header, a bad line (each named by its line number in
 * `details`), too large, not text. Nothing is stored.
 */
export class StatementRefusedError extends DomainError {
  readonly code = 'STATEMENT_REFUSED';
  readonly kind = 'validation';
  constructor(message: string, details?: ErrorDetail[]) {
    super(message, details);
  }
}

export class StatementNotFoundError extends notFound('STATEMENT_NOT_FOUND', TEXT.statementNotFound) {}

export class StatementLineNotFoundError extends notFound('STATEMENT_LINE_NOT_FOUND', TEXT.lineNotFound) {}

/** A matched line, or one the provider itself did not settle: there is nothing for staff to do. */
export class LineNeedsNoResolutionError extends conflict(
  'LINE_NEEDS_NO_RESOLUTION',
  TEXT.matchedNeedsNothing,
) {}

/** Resolved already another way (the same resolution again is answered as it was, changing nothing). */
export class LineAlreadyResolvedError extends conflict('LINE_ALREADY_RESOLVED', TEXT.alreadyResolved) {}

/** Only their settled repayment that we hold as failed or expired goes to flagged payments. */
export class LineNotFlaggableError extends conflict('LINE_NOT_FLAGGABLE', TEXT.notFlaggable) {}

/** The repayment is still pending: its status check settles it before staff can. */
export class LinePaymentPendingError extends conflict('LINE_PAYMENT_PENDING', TEXT.paymentStillPending) {}
