import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  DURATION_BUCKETS,
  emptyHistogram,
  mergeHistograms,
  quantileMinutes,
} from './duration-buckets';

const histogramOf = (minutes: number[]) => {
  const h = emptyHistogram();
  for (const m of minutes) h[bucketOf(m)] = (h[bucketOf(m)] ?? 0) + 1;
  return h;
};

describe('duration buckets', () => {
  it('puts an edge in the bucket above it, as width_bucket does', () => {
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(0.5)).toBe(0);
    expect(bucketOf(1)).toBe(1);
    expect(bucketOf(5)).toBe(4); // edges 1, 2, 3, 5
    expect(bucketOf(10_000_000)).toBe(DURATION_BUCKETS - 1);
  });

  it('reads a quantile by interpolating inside its bucket', () => {
    // 120 in [90, 135); 150, 150 in [135, 200); 240 in [200, 300): the median's rank 2 is the first of
    // the two in [135, 200): 135 + (2 − 1) / 2 × 65 = 167.5.
    const h = histogramOf([120, 150, 150, 240]);
    expect(quantileMinutes(h, 0.5)).toBe(167.5);
    expect(quantileMinutes(h, 0.9)).toBe(260); // 200 + 0.6 × 100
    expect(quantileMinutes(h, 1)).toBe(300);
  });

  it('has no quantile without durations, and reads the open top bucket as its lower edge', () => {
    expect(quantileMinutes(emptyHistogram(), 0.5)).toBeNull();
    expect(quantileMinutes(histogramOf([500_000]), 0.5)).toBe(129_600);
  });

  it('stays within one bucket of the true quantile', () => {
    const minutes = Array.from({ length: 500 }, (_, i) => 3 + ((i * 7919) % 4000));
    const sorted = [...minutes].sort((a, b) => a - b);
    const trueMedian = sorted[249] ?? 0;
    const read = quantileMinutes(histogramOf(minutes), 0.5) ?? 0;
    expect(Math.abs(read - trueMedian) / trueMedian).toBeLessThan(0.5);
  });

  it('merges days bucket by bucket', () => {
    const merged = mergeHistograms([histogramOf([1, 2]), histogramOf([2, 500])]);
    expect(merged.reduce((a, b) => a + b, 0)).toBe(4);
    expect(merged[bucketOf(2)]).toBe(2);
  });
});
