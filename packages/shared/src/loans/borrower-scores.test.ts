import { describe, expect, it } from 'vitest';
import {
  dashboardCreditScore,
  derivedPaymentStatus,
  healthBand,
  healthScore,
  healthScoreChange,
  isPayable,
  loanUtilisationPercent,
  paymentHistoryPercent,
} from './borrower-scores';

const now = new Date('2026-11-21T10:00:00Z');

describe('derived payment status', () => {
  it.each([
    [{ outstandingBalance: 0, status: 'active', nextPaymentDate: '2026-12-01' }, 'paid'],
    [{ outstandingBalance: -1, status: 'overdue', nextPaymentDate: null }, 'paid'],
    [{ outstandingBalance: 100, status: 'overdue', nextPaymentDate: '2026-12-01' }, 'overdue'],
    [{ outstandingBalance: 100, status: 'active', nextPaymentDate: '2026-11-21T10:00:00Z' }, 'due'],
    [{ outstandingBalance: 100, status: 'active', nextPaymentDate: '2026-11-20' }, 'due'],
    [{ outstandingBalance: 100, status: 'active', nextPaymentDate: '2026-12-21' }, 'active'],
    [{ outstandingBalance: 100, status: 'active', nextPaymentDate: null }, 'active'],
  ] as const)('%j is %s', (loan, expected) => {
    expect(derivedPaymentStatus(loan, now)).toBe(expected);
  });

  it('treats only active or overdue loans with a balance as payable', () => {
    expect(isPayable({ status: 'active', outstandingBalance: 1 })).toBe(true);
    expect(isPayable({ status: 'overdue', outstandingBalance: 0.01 })).toBe(true);
    expect(isPayable({ status: 'active', outstandingBalance: 0 })).toBe(false);
    expect(isPayable({ status: 'disbursed', outstandingBalance: 100 })).toBe(false);
  });
});

describe('dashboard credit score', () => {
  it('is 75 with no loans', () => {
    expect(dashboardCreditScore([])).toBe(75);
  });
  it.each([
    [['pending'], 50], // 50 + 0 + 0 − 0
    [['paid'], 90], // 50 + 40 × 1
    [['active'], 70], // 50 + 20
    [['paid', 'active'], 90], // 50 + 40 × 0.5 + 20
    [['overdue'], 20], // 50 − 30
    [['overdue', 'active'], 55], // 50 + 20 − 30 × 0.5
    [['paid', 'paid', 'active'], 97], // 50 + 40 × 2/3 + 20 = 96.67 → 97
    [['paid', 'paid', 'paid', 'active'], 100], // 50 + 30 + 20 = 100, the ceiling
  ] as const)('%j scores %i', (statuses, score) => {
    expect(dashboardCreditScore(statuses)).toBe(score);
  });
  it('never leaves 0 to 100', () => {
    expect(dashboardCreditScore(['paid', 'paid', 'paid', 'paid', 'active'])).toBe(100); // 50 + 32 + 20 = 102 → 100
  });
});

describe('health score bands', () => {
  it.each([
    [100, 'Excellent', 'green'],
    [80, 'Excellent', 'green'],
    [79.9, 'Good', 'yellow'],
    [60, 'Good', 'yellow'],
    [59, 'Fair', 'orange'],
    [40, 'Fair', 'orange'],
    [39, 'Needs Improvement', 'red'],
    [0, 'Needs Improvement', 'red'],
  ])('%d is %s (%s)', (score, label, colour) => {
    expect(healthBand(score)).toEqual({ label, colour });
  });

  it.each([
    [70, undefined, 'No previous data'],
    [70, 0, 'No previous data'],
    [72.5, 70, '+2.5 points'],
    [65, 70, '-5.0 points'],
    [70, 70, 'No change'],
  ])('score %d after %s reads %j', (score, previous, text) => {
    expect(healthScoreChange(score, previous)).toBe(text);
  });
});

describe('health bars', () => {
  it('payment history is the on-time share of paid instalments, null before any is paid', () => {
    expect(paymentHistoryPercent(0, 0)).toBeNull();
    expect(paymentHistoryPercent(3, 3)).toBe(100);
    expect(paymentHistoryPercent(2, 3)).toBe(67); // 66.67 → 67
    expect(paymentHistoryPercent(0, 1)).toBe(0);
  });

  it('utilisation is the principal owed against the limit, within 0–100, 0 when nothing is owed', () => {
    expect(loanUtilisationPercent(0, 200_000)).toBe(0);
    expect(loanUtilisationPercent(0, 0)).toBe(0);
    expect(loanUtilisationPercent(50_000, 200_000)).toBe(25);
    expect(loanUtilisationPercent(133_333, 200_000)).toBe(67); // 66.67 → 67
    expect(loanUtilisationPercent(500_000, 200_000)).toBe(100); // staff lent above the limit
    expect(loanUtilisationPercent(1, 0)).toBe(100);
  });

  it('the health score is the mean of the bars that exist, utilisation counted as 100 − utilisation', () => {
    // (100 + (100 − 25) + 70) / 3 = 81.67 → 82
    expect(
      healthScore({ paymentHistoryPercent: 100, loanUtilisationPercent: 25, creditworthinessPercent: 70 }),
    ).toBe(82);
    // No repayment yet: ((100 − 50) + 70) / 2 = 60
    expect(
      healthScore({ paymentHistoryPercent: null, loanUtilisationPercent: 50, creditworthinessPercent: 70 }),
    ).toBe(60);
  });
});
