import { ConflictError, DomainError } from '../../lib/domain-errors';

const words = (status: string) => status.replace(/_/g, ' ');

/** A transfer was claimed or sent, or the loan is past paying out (docs/product.md §12.6). */
export class DestinationNotChangeableError extends ConflictError {
  override readonly code = 'DESTINATION_NOT_CHANGEABLE';
  constructor(status: string) {
    super(`The destination can be changed only while nothing has been sent. This loan is ${words(status)}.`);
  }
}

/** Staff asked for the destination the loan already has: nothing would change, nobody is told. */
export class SameDestinationError extends DomainError {
  readonly code = 'SAME_DESTINATION';
  readonly kind = 'validation';
  constructor() {
    super('The loan is already paid to this destination.');
  }
}

/** Only a loan on which nothing was sent can be cancelled (docs/product.md §12.6). */
export class NotCancellableError extends ConflictError {
  override readonly code = 'NOT_CANCELLABLE';
  constructor(status: string) {
    super(`Only a loan on which nothing has been sent can be cancelled. This loan is ${words(status)}.`);
  }
}
