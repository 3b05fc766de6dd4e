/** Counters count up over 3000 ms. */
export const COUNT_UP_DURATION_MS = 3000;

/** Fast at first, gentle at the end, so the last digits settle instead of stopping dead. */
export const easeOutCubic = (progress: number): number => 1 - (1 - progress) ** 3;

/** The whole number a counter shows `elapsedMs` into its count from 0 to `target`. */
export function countUpValue(target: number, elapsedMs: number, durationMs = COUNT_UP_DURATION_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  return Math.round(target * easeOutCubic(elapsedMs / durationMs));
}
