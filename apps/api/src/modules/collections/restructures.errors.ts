import { RESTRUCTURE_MESSAGES as TEXT } from '@kwacha/shared/loans/restructure-view';
import { conflict, fieldRefusal, notFound } from '../../lib/domain-errors';

/** A proposal id the desk does not know, or a borrower's loan without a live proposal. */
export class RestructureNotFoundError extends notFound('RESTRUCTURE_NOT_FOUND', TEXT.notFound) {}

/** Only a loan that is active or overdue (paid out and still owing) can get new terms. */
export class RestructureNotEligibleError extends conflict('RESTRUCTURE_NOT_ELIGIBLE', TEXT.notEligible) {}

/** One live proposal per loan: a second, or the loser of two proposed at once, is refused. */
export class RestructureLiveError extends conflict('RESTRUCTURE_LIVE', TEXT.live) {}

/** A payment holiday is 1 to 3 months (a longer term 1 to 12, which the request schema checks). */
export class RestructureMonthsRefused extends fieldRefusal('months', TEXT.holidayMonths) {}

export class RestructureNothingOwedError extends conflict('RESTRUCTURE_NOTHING_OWED', TEXT.nothingOwed) {}

/** The borrower answers only a proposal waiting for them: a second accept is refused. */
export class RestructureNotAwaitingError extends conflict(
  'RESTRUCTURE_NOT_AWAITING',
  TEXT.notAwaitingBorrower,
) {}

/** Maker-checker: approval waits for the borrower's acceptance. */
export class RestructureNotAcceptedError extends conflict('RESTRUCTURE_NOT_ACCEPTED', TEXT.notAccepted) {}

/** Already approved, rejected, declined, cancelled or expired. */
export class RestructureDecidedError extends conflict('RESTRUCTURE_DECIDED', TEXT.notLive) {}

/** Maker-checker: whoever proposed it may not approve or reject it. */
export class RestructureOwnProposalError extends conflict('RESTRUCTURE_OWN_PROPOSAL', TEXT.ownProposal) {}

/** A payment (or a late fee) since the proposal: the plan no longer fits, and the proposal expired. */
export class RestructureLoanChangedError extends conflict('RESTRUCTURE_LOAN_CHANGED', TEXT.changed) {}
