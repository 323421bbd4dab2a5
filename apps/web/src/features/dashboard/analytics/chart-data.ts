import type { Dashboard } from '@kwacha/shared/loans/dashboard';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';

export { formatMonth as monthLabel } from '../../../lib/format-date';

export interface Point {
  x: number;
  y: number;
}

/**
 * Evenly spaced points across `width`, scaled so the largest value touches the top of `height` (y grows
 * downwards, as in SVG). A single value sits in the middle; all zeros lie on the baseline.
 */
export function linePoints(values: readonly number[], width: number, height: number): Point[] {
  const max = Math.max(0, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values.map((value, index) => ({
    x: values.length > 1 ? index * step : width / 2,
    y: max > 0 ? height - (value / max) * height : height,
  }));
}

export interface DonutSegment {
  status: LoanStatus;
  count: number;
  /** Share of all loans, 0–100. */
  percent: number;
  /** Where the segment starts along the ring, 0–100. */
  start: number;
}

/** The status mix as ring segments, largest first; statuses with no loans are left out. */
export function donutSegments(byStatus: Dashboard['loansByStatus']): DonutSegment[] {
  const present = byStatus.filter((entry) => entry.count > 0).sort((a, b) => b.count - a.count);
  const total = present.reduce((sum, entry) => sum + entry.count, 0);
  let start = 0;
  return present.map((entry) => {
    const percent = total > 0 ? (entry.count / total) * 100 : 0;
    const segment = { status: entry.status, count: entry.count, percent, start };
    start += percent;
    return segment;
  });
}

/** One colour per status (fill and stroke classes), distinguishable and never the only cue. */
export const STATUS_COLOURS: Record<LoanStatus, { fill: string; stroke: string }> = {
  pending: { fill: 'fill-slate-400', stroke: 'stroke-slate-400' },
  in_review: { fill: 'fill-sky-500', stroke: 'stroke-sky-500' },
  approved: { fill: 'fill-emerald-400', stroke: 'stroke-emerald-400' },
  rejected: { fill: 'fill-red-500', stroke: 'stroke-red-500' },
  disbursement_pending: { fill: 'fill-indigo-400', stroke: 'stroke-indigo-400' },
  disbursement_failed: { fill: 'fill-rose-700', stroke: 'stroke-rose-700' },
  otp_pending: { fill: 'fill-violet-500', stroke: 'stroke-violet-500' },
  disbursed: { fill: 'fill-teal-500', stroke: 'stroke-teal-500' },
  active: { fill: 'fill-emerald-700', stroke: 'stroke-emerald-700' },
  paid: { fill: 'fill-lime-500', stroke: 'stroke-lime-500' },
  overdue: { fill: 'fill-orange-500', stroke: 'stroke-orange-500' },
  approval_error: { fill: 'fill-amber-400', stroke: 'stroke-amber-400' },
  cancelled: { fill: 'fill-stone-600', stroke: 'stroke-stone-600' },
  written_off: { fill: 'fill-zinc-800', stroke: 'stroke-zinc-800' },
  waived: { fill: 'fill-fuchsia-700', stroke: 'stroke-fuchsia-700' },
};
