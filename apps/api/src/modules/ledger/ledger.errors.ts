import { ACCOUNTING_MESSAGES } from '@kwacha/shared/staff/accounting';
import { conflict } from '../../lib/domain-errors';

/**
 * An entry dated inside a closed month (docs/decisions/046): the database's trigger refuses it, and every
 * flow that posts answers 409 with this, never 500. A correction posts in the open period.
 */
export class PostingInClosedPeriodError extends conflict(
  'POSTING_IN_CLOSED_PERIOD',
  ACCOUNTING_MESSAGES.postingInClosedPeriod,
) {}
