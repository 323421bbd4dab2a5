import { WRITE_OFF_MESSAGES as TEXT } from '@kwacha/shared/staff/write-offs';
import { ConflictError, conflict, notFound } from '../../lib/domain-errors';

/** A write-off id nobody proposed (or a malformed one). */
export class WriteOffNotFoundError extends notFound('WRITE_OFF_NOT_FOUND', TEXT.notFound) {}

/** Only an overdue loan is written off: a current, paid or already written-off loan is refused. */
export class WriteOffNotOverdueError extends conflict('WRITE_OFF_NOT_OVERDUE', TEXT.notOverdue) {}

/** Fewer days past due than the collection rules' `writeOffDays`. */
export class WriteOffTooEarlyError extends ConflictError {
  override readonly code = 'WRITE_OFF_TOO_EARLY';
  constructor(writeOffDays: number, daysPastDue: number) {
    super(TEXT.tooEarly(writeOffDays, daysPastDue));
  }
}

/** One pending proposal per loan: a second, or the loser of two made at once. */
export class WriteOffPendingError extends conflict('WRITE_OFF_PENDING', TEXT.pending) {}

/** Maker-checker: the proposer never decides their own proposal. */
export class WriteOffSelfApprovalError extends conflict('WRITE_OFF_SELF_APPROVAL', TEXT.selfApproval) {}

/** Approved or rejected already: the loser of two decisions at once gets this. */
export class WriteOffDecidedError extends conflict('WRITE_OFF_DECIDED', TEXT.decided) {}

/** A waiver forgives what a written-off loan still owes: any other loan is refused (docs/decisions/045). */
export class WaiverNotWrittenOffError extends conflict('WAIVER_NOT_WRITTEN_OFF', TEXT.notWrittenOff) {}
