import { errorDetail } from '@kwacha/shared/api/envelope';
import { MARKETING_CONSENT_MESSAGES } from '@kwacha/shared/consent/marketing-wordings';
import { DomainError } from '../../lib/domain-errors';

/**
 * An unsubscribe token that is malformed or whose signature does not match (400). The same answer for
 * every such token: it says nothing about whether an account exists.
 */
export class InvalidUnsubscribeLinkError extends DomainError {
  readonly code = 'INVALID_UNSUBSCRIBE_LINK';
  readonly kind = 'validation';
  constructor() {
    super(MARKETING_CONSENT_MESSAGES.invalidLink, [
      errorDetail('token', MARKETING_CONSENT_MESSAGES.invalidLink),
    ]);
  }
}
