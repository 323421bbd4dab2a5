import { errorDetail } from '@kwacha/shared/api/envelope';
import { PAYOFF_TEXTS } from '@kwacha/shared/loans/payoff-view';
import { ConflictError, ValidationError } from '../../lib/domain-errors';

/** A payoff quote is for a loan whose money has arrived and that still owes something. */
export class LoanNotPayableOffError extends ConflictError {
  override readonly code = 'LOAN_NOT_PAYABLE';
  constructor() {
    super(PAYOFF_TEXTS.notPayable);
  }
}

/** The day asked for is before today or after the last due date. */
export class PayoffDayError extends ValidationError {
  constructor(message: string) {
    super([errorDetail('on', message)], message);
  }
}
