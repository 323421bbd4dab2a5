import { errorDetail } from '@kwacha/shared/api/envelope';
import { ConflictError, ValidationError } from '../../lib/domain-errors';

/** The product's check is mandatory and the borrower did not tick the consent box (docs/product.md §25.1). */
export class CreditConsentRequiredError extends ValidationError {
  constructor(message: string) {
    super([errorDetail('creditBureauConsent', message)], message);
  }
}

/** The bureau did not answer within the timeout. Handled by the check, never shown to the borrower. */
export class BureauTimeoutError extends Error {
  override name = 'BureauTimeoutError';
}

/** The bureau answered with an error (5xx, a refusal, a body we cannot read), or could not be reached. */
export class BureauUnavailableError extends Error {
  override name = 'BureauUnavailableError';
}

/** The bureau answered about another person than the one asked about: the answer is never stored. */
export class BureauWrongPersonError extends Error {
  override name = 'BureauWrongPersonError';
}

/** Only an open application whose check the bureau failed is checked again (docs/product.md §25.2). */
export class CreditCheckNotFailedError extends ConflictError {
  override readonly code = 'CREDIT_CHECK_NOT_FAILED';
  constructor() {
    super('Only an application waiting for a decision whose bureau check failed can be checked again.');
  }
}
