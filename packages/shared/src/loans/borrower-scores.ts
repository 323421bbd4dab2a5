import type { LoanStatus } from './loan-view';

/** docs/product.md §4, "Derived payment status on cards". */
export type DerivedPaymentStatus = 'paid' | 'overdue' | 'due' | 'active';

export function derivedPaymentStatus(
  loan: { outstandingBalance: number; status: LoanStatus; nextPaymentDate: string | null },
  now: Date,
): DerivedPaymentStatus {
  if (loan.outstandingBalance <= 0) return 'paid';
  if (loan.status === 'overdue') return 'overdue';
  if (loan.nextPaymentDate && new Date(loan.nextPaymentDate).getTime() <= now.getTime()) return 'due';
  return 'active';
}

/** docs/product.md §4: active or overdue with something still owed. */
export function isPayable(loan: { status: LoanStatus; outstandingBalance: number }): boolean {
  return (loan.status === 'active' || loan.status === 'overdue') && loan.outstandingBalance > 0;
}

export const DEFAULT_CREDIT_SCORE = 75;

/**
 * docs/product.md §4, "Dashboard credit score": 75 with no loans; otherwise 50 + 40 × paid share
 * + 20 if any loan is active − 30 × overdue share, clamped to 0–100.
 */
export function dashboardCreditScore(statuses: readonly LoanStatus[]): number {
  if (statuses.length === 0) return DEFAULT_CREDIT_SCORE;
  const share = (s: LoanStatus) => statuses.filter((x) => x === s).length / statuses.length;
  const score = 50 + 40 * share('paid') + (statuses.includes('active') ? 20 : 0) - 30 * share('overdue');
  return Math.min(100, Math.max(0, Math.round(score)));
}

export type HealthBand = {
  label: 'Excellent' | 'Good' | 'Fair' | 'Needs Improvement';
  colour: 'green' | 'yellow' | 'orange' | 'red';
};

/** docs/product.md §4, "Health score bands": 80, 60 and 40 are the thresholds. */
export function healthBand(score: number): HealthBand {
  if (score >= 80) return { label: 'Excellent', colour: 'green' };
  if (score >= 60) return { label: 'Good', colour: 'yellow' };
  if (score >= 40) return { label: 'Fair', colour: 'orange' };
  return { label: 'Needs Improvement', colour: 'red' };
}

/** How a score moved since the previous one; `points` as printed, one decimal and a minus for a fall. */
export type HealthScoreMove =
  | { kind: 'no_previous' }
  | { kind: 'no_change' }
  | { kind: 'rise' | 'fall'; points: string };

/** docs/product.md §4: no previous score (or a previous 0), no change, a rise or a fall. */
export function healthScoreMove(score: number, previous?: number | null): HealthScoreMove {
  if (!previous) return { kind: 'no_previous' };
  const change = score - previous;
  if (change === 0) return { kind: 'no_change' };
  return { kind: change > 0 ? 'rise' : 'fall', points: change.toFixed(1) };
}

/** docs/product.md §4: 'No previous data', '+N.N points', 'N.N points' (a fall) or 'No change'. */
export function healthScoreChange(score: number, previous?: number | null): string {
  const move = healthScoreMove(score, previous);
  if (move.kind === 'no_previous') return 'No previous data';
  if (move.kind === 'no_change') return 'No change';
  return move.kind === 'rise' ? `+${move.points} points` : `${move.points} points`;
}

const percentOf = (part: number, whole: number) => Math.round((part / whole) * 100);

/**
 * docs/product.md §10, Payment History: the share of fully paid instalments that were paid on or before
 * their due date, in whole percent; null while no instalment is fully paid (there is nothing to judge).
 */
export function paymentHistoryPercent(paidOnTime: number, paid: number): number | null {
  return paid > 0 ? percentOf(Math.min(paidOnTime, paid), paid) : null;
}

/**
 * docs/product.md §10, Loan Utilization: the principal still owed as a share of the borrower's limit, in
 * whole percent within 0–100 (lower is better). Nothing owed is 0 whatever the limit.
 */
export function loanUtilisationPercent(principalOwed: number, limit: number): number {
  if (principalOwed <= 0) return 0;
  if (limit <= 0) return 100;
  return Math.min(100, percentOf(principalOwed, limit));
}

export interface HealthBars {
  paymentHistoryPercent: number | null;
  loanUtilisationPercent: number;
  creditworthinessPercent: number;
}

/**
 * docs/product.md §10: the health score is the mean of the bars that exist, each read as "higher is
 * better" — so utilisation counts as 100 − utilisation — rounded to a whole number.
 */
export function healthScore(bars: HealthBars): number {
  const counted = [100 - bars.loanUtilisationPercent, bars.creditworthinessPercent];
  if (bars.paymentHistoryPercent !== null) counted.push(bars.paymentHistoryPercent);
  return Math.round(counted.reduce((sum, bar) => sum + bar, 0) / counted.length);
}
