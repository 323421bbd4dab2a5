import { describe, expect, it } from 'vitest';
import { provisionBucketLabel, provisionRatesFor } from './provisions';

// docs/decisions/050: rates are kept by the buckets' places when the number of buckets changes.
const saved = { currentBasisPoints: 100, bucketBasisPoints: [500, 2_500, 2_500, 5_000, 10_000] };

describe('provisionRatesFor', () => {
  it('keeps the rates as saved while the numbers agree', () => {
    expect(provisionRatesFor(saved, 5)).toEqual(saved);
  });

  it('gives the last bucket the last rate when there are fewer buckets', () => {
    // 1–30 and 31–60 keep their places; the last bucket keeps 100%, not 61–90's 25%.
    expect(provisionRatesFor(saved, 3).bucketBasisPoints).toEqual([500, 2_500, 10_000]);
  });

  it('gives a bucket without a rate of its own the last rate when there are more', () => {
    expect(provisionRatesFor(saved, 7).bucketBasisPoints).toEqual([
      500, 2_500, 2_500, 5_000, 10_000, 10_000, 10_000,
    ]);
  });

  it('never lowers a rate below the one before it when the saved rates rise', () => {
    for (let count = 3; count <= 9; count += 1) {
      const rates = provisionRatesFor(saved, count).bucketBasisPoints;
      expect(rates.every((rate, i) => i === 0 || rate >= (rates[i - 1] ?? 0))).toBe(true);
    }
  });
});

describe('provisionBucketLabel', () => {
  it('reads a month-end bucket by the days it spanned', () => {
    expect(provisionBucketLabel(0, 0)).toBe('Not past due');
    expect(provisionBucketLabel(1, 30)).toBe('1–30 days');
    expect(provisionBucketLabel(31, 60)).toBe('31–60 days');
    expect(provisionBucketLabel(181, null)).toBe('Over 180 days');
  });
});
