import { CREDIT_REPORTING_MESSAGES as TEXT } from '@kwacha/shared/staff/credit-reporting';
import { ConflictError, notFound } from '../../lib/domain-errors';

export class SubmissionNotFoundError extends notFound('SUBMISSION_NOT_FOUND', TEXT.notFound) {}

/** A month's file is built from the next month's first day, by the business date. */
export class SubmissionMonthNotEndedError extends ConflictError {
  override readonly code = 'SUBMISSION_MONTH_NOT_ENDED';
  constructor(month: string) {
    super(TEXT.notEnded(month));
  }
}

/** A file marked sent is what the bureau holds: it is never rebuilt (docs/decisions/053). */
export class SubmissionSentError extends ConflictError {
  override readonly code = 'SUBMISSION_SENT';
  constructor(month: string) {
    super(TEXT.alreadySent(month));
  }
}
