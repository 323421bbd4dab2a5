import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import { ConflictError } from '../../lib/domain-errors';

const label = (status: LoanStatus) => status.replace(/_/g, ' ');

/** docs/product.md §12: a move the life cycle does not allow (or one another person just made first). */
export class IllegalTransitionError extends ConflictError {
  override readonly code = 'ILLEGAL_TRANSITION';
  constructor(from: LoanStatus, to: LoanStatus) {
    super(
      from === to
        ? `This loan is already ${label(from)}.`
        : `This loan is already ${label(from)}; it cannot be moved to ${label(to)}.`,
    );
  }
}
