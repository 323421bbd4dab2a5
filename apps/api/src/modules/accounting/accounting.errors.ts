import { ACCOUNTING_MESSAGES as TEXT } from '@kwacha/shared/staff/accounting';
import { ConflictError, notFound } from '../../lib/domain-errors';

/** A name that is not one of the ledger's accounts. */
export class AccountNotFoundError extends notFound('ACCOUNT_NOT_FOUND', TEXT.accountNotFound) {}

/** A month closes from the first day after it, by the business date. */
export class PeriodNotEndedError extends ConflictError {
  override readonly code = 'PERIOD_NOT_ENDED';
  constructor(month: string) {
    super(TEXT.notEnded(month));
  }
}

/** Closed already: also the loser of two closes at once. */
export class PeriodClosedError extends ConflictError {
  override readonly code = 'PERIOD_CLOSED';
  constructor(month: string) {
    super(TEXT.alreadyClosed(month));
  }
}

/** Months close in order: an earlier month with entries is still open. */
export class PeriodEarlierOpenError extends ConflictError {
  override readonly code = 'PERIOD_EARLIER_OPEN';
  constructor(earlierMonth: string) {
    super(TEXT.earlierOpen(earlierMonth));
  }
}
