import { CREDIT_DISPUTE_MESSAGES } from '@kwacha/shared/credit-bureau/credit-disputes';
import { conflict, notFound } from '../../lib/domain-errors';

/** Another borrower's loan, one that does not exist, or one not reported to the bureau: the same 404. */
export class ReportedLoanNotFoundError extends notFound(
  'LOAN_NOT_FOUND',
  CREDIT_DISPUTE_MESSAGES.loanNotFound,
) {}

/** No such dispute (staff asked by its complaint or its id). */
export class CreditDisputeNotFoundError extends notFound(
  'CREDIT_DISPUTE_NOT_FOUND',
  CREDIT_DISPUTE_MESSAGES.notFound,
) {}

/** One open dispute per loan (credit_disputes_one_open_per_loan). */
export class DisputeAlreadyOpenError extends conflict(
  'CREDIT_DISPUTE_OPEN',
  CREDIT_DISPUTE_MESSAGES.alreadyOpen,
) {}

/** Someone resolved it first. */
export class DisputeAlreadyResolvedError extends conflict(
  'CREDIT_DISPUTE_RESOLVED',
  CREDIT_DISPUTE_MESSAGES.alreadyResolved,
) {}
