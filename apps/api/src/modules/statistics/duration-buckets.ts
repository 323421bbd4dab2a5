/**
 * Durations (minutes) are kept per day as counts in fixed buckets, so that a year of them is a sum of
 * 365 small arrays rather than a sort of every application (decision 011). Each number below is a
 * bucket's upper edge; a duration equal to an edge belongs to the next bucket up (PostgreSQL's
 * width_bucket), and the last bucket has no upper edge. Edges grow by about half each step, so a
 * percentile read from them is within that much of the true value.
 */
export const DURATION_EDGES_MINUTES = [
  1, 2, 3, 5, 8, 12, 18, 27, 40, 60, 90, 135, 200, 300, 450, 675, 1_000, 1_440, 2_160, 3_240, 4_860, 7_290,
  10_080, 15_120, 22_680, 34_020, 51_030, 76_545, 129_600,
] as const;

/** One count per bucket: below the first edge, between each pair of edges, and above the last. */
export const DURATION_BUCKETS = DURATION_EDGES_MINUTES.length + 1;

export const emptyHistogram = (): number[] => Array.from({ length: DURATION_BUCKETS }, () => 0);

/** Adds histograms bucket by bucket (days of a period, products of a book). */
export function mergeHistograms(histograms: readonly (readonly number[])[]): number[] {
  const merged = emptyHistogram();
  for (const h of histograms) {
    h.forEach((count, i) => {
      merged[i] = (merged[i] ?? 0) + count;
    });
  }
  return merged;
}

function bounds(bucket: number): { low: number; high: number } {
  const low = bucket === 0 ? 0 : (DURATION_EDGES_MINUTES[bucket - 1] ?? 0);
  const last = DURATION_EDGES_MINUTES[DURATION_EDGES_MINUTES.length - 1] ?? 0;
  // The open-ended top bucket reads as its lower edge: "at least 90 days" rather than a made-up figure.
  const high = bucket < DURATION_EDGES_MINUTES.length ? (DURATION_EDGES_MINUTES[bucket] ?? last) : low;
  return { low, high };
}

/**
 * The q-quantile (0 < q ≤ 1) of the durations in a histogram, in minutes rounded to one decimal,
 * interpolating linearly inside the bucket where it falls; null for an empty histogram.
 */
export function quantileMinutes(histogram: readonly number[], q: number): number | null {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = q * total;
  let below = 0;
  for (let bucket = 0; bucket < histogram.length; bucket++) {
    const count = histogram[bucket] ?? 0;
    if (count > 0 && below + count >= rank) {
      const { low, high } = bounds(bucket);
      const value = low + ((rank - below) / count) * (high - low);
      return Math.round(value * 10) / 10;
    }
    below += count;
  }
  return bounds(histogram.length - 1).low;
}

/** The bucket a duration falls in, as PostgreSQL's width_bucket(minutes, edges) numbers it (0-based). */
export function bucketOf(minutes: number): number {
  let bucket = 0;
  while (bucket < DURATION_EDGES_MINUTES.length && minutes >= (DURATION_EDGES_MINUTES[bucket] ?? 0)) bucket++;
  return bucket;
}
