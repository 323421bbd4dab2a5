import type { HealthBand } from '@kwacha/shared/loans/borrower-scores';

/** docs/product.md §4 band colours; text shades are dark enough for 4.5:1 contrast on white. */
export const BAND_STROKE: Record<HealthBand['colour'], string> = {
  green: 'stroke-emerald-600',
  yellow: 'stroke-yellow-500',
  orange: 'stroke-orange-500',
  red: 'stroke-red-600',
};

export const BAND_FILL: Record<HealthBand['colour'], string> = {
  green: 'fill-emerald-600',
  yellow: 'fill-yellow-500',
  orange: 'fill-orange-500',
  red: 'fill-red-600',
};

export const BAND_TEXT: Record<HealthBand['colour'], string> = {
  green: 'text-emerald-800',
  yellow: 'text-yellow-800',
  orange: 'text-orange-800',
  red: 'text-red-800',
};

/** Gauges take a score out of 100; anything outside is drawn at the nearest end. */
export function clampScore(score: number): number {
  return Math.min(100, Math.max(0, score));
}
