import type { LoanStatus } from './loan-status';

/** Who may make a move: staff by hand, the decision rules, the disbursement flow, or the servicing jobs. */
export type TransitionActor = 'staff' | 'decision_rules' | 'disbursement' | 'servicing' | 'collections';

interface Move {
  from: readonly LoanStatus[];
  to: LoanStatus;
  by: TransitionActor;
}

/**
 * docs/product.md §12: every allowed move of a loan. Anything not listed answers 409. Services apply a
 * move with a conditional update (`where status in from`), so two people deciding at once cannot both win.
 */
export const LOAN_TRANSITIONS: readonly Move[] = [
  { from: ['pending'], to: 'in_review', by: 'staff' },
  { from: ['pending', 'in_review', 'approval_error'], to: 'approved', by: 'staff' },
  { from: ['pending', 'in_review', 'approval_error'], to: 'rejected', by: 'staff' },
  { from: ['pending'], to: 'approved', by: 'decision_rules' },
  { from: ['pending'], to: 'approval_error', by: 'decision_rules' },
  // A new initiate from otp_pending replaces a lost, expired or locked code (docs/decisions/006).
  { from: ['approved', 'disbursement_failed', 'otp_pending'], to: 'otp_pending', by: 'disbursement' },
  { from: ['otp_pending'], to: 'disbursement_pending', by: 'disbursement' },
  { from: ['otp_pending', 'disbursement_pending'], to: 'disbursed', by: 'disbursement' },
  {
    from: ['otp_pending', 'disbursement_pending', 'disbursed'],
    to: 'disbursement_failed',
    by: 'disbursement',
  },
  { from: ['disbursed', 'disbursement_pending'], to: 'active', by: 'disbursement' },
  { from: ['active'], to: 'overdue', by: 'servicing' },
  { from: ['overdue'], to: 'active', by: 'servicing' },
  { from: ['active', 'overdue'], to: 'paid', by: 'servicing' },
  // An approved write-off (docs/decisions/043); a recovery that clears everything owed pays it.
  { from: ['overdue'], to: 'written_off', by: 'collections' },
  { from: ['written_off'], to: 'paid', by: 'collections' },
  // An approved waiver forgives what a written-off loan still owes (docs/decisions/045).
  { from: ['written_off'], to: 'waived', by: 'collections' },
  // Nothing was sent and staff close the loan, with a reason; a waiting code is cancelled with it
  // (docs/decisions/031).
  { from: ['approved', 'disbursement_failed', 'otp_pending'], to: 'cancelled', by: 'staff' },
];

/** The statuses a loan may move to `to` from, for the given actor (empty when the move does not exist). */
export function allowedFrom(to: LoanStatus, by: TransitionActor): LoanStatus[] {
  return LOAN_TRANSITIONS.filter((m) => m.to === to && m.by === by).flatMap((m) => [...m.from]);
}

export function canMove(from: LoanStatus, to: LoanStatus, by: TransitionActor): boolean {
  return allowedFrom(to, by).includes(from);
}

/** The decisions staff make with PUT .../status (disbursement has its own calls). */
export const STAFF_DECISIONS = ['in_review', 'approved', 'rejected'] as const;
export type StaffDecision = (typeof STAFF_DECISIONS)[number];

/** docs/product.md §4: the remarks a decision records. */
export const DECISION_REMARKS: Readonly<Record<StaffDecision, string>> = {
  in_review: 'Loan is under review.',
  approved: 'Loan was approved.',
  rejected: 'Loan was rejected after review.',
};

/** Statuses from which staff may initiate a disbursement (docs/product.md §4, plus re-sending a code). */
export const DISBURSABLE_STATUSES: readonly LoanStatus[] = allowedFrom('otp_pending', 'disbursement');

/** Statuses from which staff may cancel a loan: nothing has been sent (a waiting code is cancelled). */
export const CANCELLABLE_STATUSES: readonly LoanStatus[] = allowedFrom('cancelled', 'staff');

/**
 * Statuses in which staff may change where the money goes (docs/product.md §12.6): the same as those that
 * may be cancelled — no transfer is claimed or in flight. A waiting code names the old destination, so
 * the change cancels it.
 */
export const DESTINATION_CHANGEABLE_STATUSES: readonly LoanStatus[] = CANCELLABLE_STATUSES;
