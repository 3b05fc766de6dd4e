/**
 * Web vitals are kept as histograms (docs/decisions/017): a value's bucket is its place on a geometric
 * scale of 5 % steps, so a percentile read back is within 5 % of the true one.
 */
/** Each bucket of the scale is this many times wider than the one before. */
export const BUCKET_STEP = 1.05;
const LOG_STEP = Math.log(BUCKET_STEP);

export const vitalBucket = (value: number): number =>
  value < 1 ? 0 : Math.floor(Math.log(value) / LOG_STEP) + 1;

/** The middle of a bucket on the geometric scale: the value a percentile in it stands for. */
export const bucketValue = (bucket: number): number => (bucket === 0 ? 0 : BUCKET_STEP ** (bucket - 0.5));

/** The value below which `fraction` of the counted values lie, from (bucket, count) pairs. */
export function histogramPercentile(
  buckets: readonly { bucket: number; count: number }[],
  fraction: number,
): number | null {
  const total = buckets.reduce((sum, { count }) => sum + count, 0);
  if (total === 0) return null;
  const rank = fraction * total;
  let seen = 0;
  for (const { bucket, count } of [...buckets].sort((a, b) => a.bucket - b.bucket)) {
    seen += count;
    if (seen >= rank) return bucketValue(bucket);
  }
  return null;
}
