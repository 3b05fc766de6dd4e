import { useEffect, useState } from 'react';
import { COUNT_UP_DURATION_MS, countUpValue } from './count-up.ts';

/**
 * Counts from 0 to `target` over the duration once `start` is true, one step per animation frame. With
 * reduced motion the target shows at once: the number matters, the movement does not.
 */
export function useCountUp(
  target: number,
  {
    start,
    reducedMotion,
    durationMs = COUNT_UP_DURATION_MS,
  }: { start: boolean; reducedMotion: boolean; durationMs?: number },
): number {
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (!start || reducedMotion) return;
    let frame = 0;
    let startedAt: number | undefined;
    const step = (now: number) => {
      startedAt ??= now;
      const elapsed = now - startedAt;
      setValue(countUpValue(target, elapsed, durationMs));
      if (elapsed < durationMs) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [start, reducedMotion, target, durationMs]);

  return reducedMotion ? target : value;
}
