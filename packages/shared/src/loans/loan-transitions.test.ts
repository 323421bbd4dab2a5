import { describe, expect, it } from 'vitest';
import { LOAN_STATUSES } from './loan-status';
import {
  allowedFrom,
  CANCELLABLE_STATUSES,
  canMove,
  DESTINATION_CHANGEABLE_STATUSES,
  DISBURSABLE_STATUSES,
} from './loan-transitions';

describe('loan transitions (docs/product.md §12)', () => {
  it('lets staff approve or reject only what is still undecided', () => {
    for (const from of LOAN_STATUSES) {
      const undecided = from === 'pending' || from === 'in_review' || from === 'approval_error';
      expect(canMove(from, 'approved', 'staff')).toBe(undecided);
      expect(canMove(from, 'rejected', 'staff')).toBe(undecided);
    }
  });

  it('opens review only from pending', () => {
    expect(allowedFrom('in_review', 'staff')).toEqual(['pending']);
  });

  it('never lets staff move a loan into money states by hand', () => {
    for (const to of ['disbursed', 'active', 'paid', 'overdue', 'otp_pending'] as const) {
      expect(allowedFrom(to, 'staff')).toEqual([]);
    }
  });

  it('initiates disbursement from approved, failed, or a code already waiting', () => {
    expect([...DISBURSABLE_STATUSES].sort()).toEqual(['approved', 'disbursement_failed', 'otp_pending']);
  });

  it('lets staff cancel, or change the destination of, only a loan nothing was sent on', () => {
    expect([...CANCELLABLE_STATUSES].sort()).toEqual(['approved', 'disbursement_failed', 'otp_pending']);
    expect(DESTINATION_CHANGEABLE_STATUSES).toEqual(CANCELLABLE_STATUSES);
    for (const by of ['decision_rules', 'disbursement', 'servicing'] as const) {
      expect(allowedFrom('cancelled', by)).toEqual([]);
    }
    // Cancelled is final.
    expect(LOAN_STATUSES.filter((to) => canMove('cancelled', to, 'staff'))).toEqual([]);
  });

  it('lets the servicing job cure an overdue loan and close a repaid one', () => {
    expect(canMove('overdue', 'active', 'servicing')).toBe(true);
    expect(canMove('active', 'paid', 'servicing')).toBe(true);
    expect(canMove('paid', 'active', 'servicing')).toBe(false);
  });
});
