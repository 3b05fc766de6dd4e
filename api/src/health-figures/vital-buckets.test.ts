import { describe, expect, it } from 'vitest';
import { bucketValue, histogramPercentile, vitalBucket } from './vital-buckets.ts';

/** The nearest-rank percentile of the raw values: what the histogram stands in for. */
const truePercentile = (values: readonly number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(fraction * sorted.length) - 1]!;
};

const histogramOf = (values: readonly number[]) => {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(vitalBucket(value), (counts.get(vitalBucket(value)) ?? 0) + 1);
  return [...counts].map(([bucket, count]) => ({ bucket, count }));
};

/** A fixed pseudo-random sequence, so the sample is the same on every run. */
function* seeded(seed: number) {
  let state = seed;
  for (;;) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

describe('web vitals kept as histograms', () => {
  it('reads back a p75 within 5 % of the true one on a known sample', () => {
    const values = Array.from({ length: 1000 }, (_, index) => index + 1);
    expect(truePercentile(values, 0.75)).toBe(750);
    const p75 = histogramPercentile(histogramOf(values), 0.75)!;
    expect(Math.abs(p75 - 750) / 750).toBeLessThanOrEqual(0.05);
  });

  it('stays within 5 % on a skewed sample of page loads, at the p50, p75 and p95', () => {
    const random = seeded(17);
    // Most pages load in about a second, a long tail takes several.
    const values = Array.from({ length: 5000 }, () => {
      const draw = random.next().value!;
      return Math.round(draw < 0.8 ? 700 + draw * 1000 : 2000 + (draw - 0.8) * 40_000);
    });
    const histogram = histogramOf(values);
    for (const fraction of [0.5, 0.75, 0.95]) {
      const truth = truePercentile(values, fraction);
      const read = histogramPercentile(histogram, fraction)!;
      expect(Math.abs(read - truth) / truth, `p${fraction * 100}`).toBeLessThanOrEqual(0.05);
    }
  });

  it('gives each value a bucket whose value is within 5 % of it, across the whole range', () => {
    for (let value = 1; value <= 600_000; value = Math.ceil(value * 1.013)) {
      expect(Math.abs(bucketValue(vitalBucket(value)) - value) / value, String(value)).toBeLessThanOrEqual(
        0.05,
      );
    }
  });

  it('orders the buckets however they come, reads a zero as zero, and has no percentile of nothing', () => {
    const values = [0, 0, 0, 100, 100, 100, 100, 5000];
    const histogram = histogramOf(values).reverse();
    expect(histogramPercentile(histogram, 0.25)).toBe(0);
    expect(histogramPercentile(histogram, 0.75)! / 100).toBeCloseTo(1, 1);
    expect(histogramPercentile([], 0.75)).toBeNull();
    expect(histogramPercentile([{ bucket: 3, count: 0 }], 0.75)).toBeNull();
  });
});
