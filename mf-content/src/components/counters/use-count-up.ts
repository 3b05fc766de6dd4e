import { useEffect, useState } from 'react';
import { COUNT_UP_DURATION_MS, countUpValue } from './count-up.ts';

/**
 * The number a counter shows. Until the visitor's motion preference is known (on the server, and as the
 * page hydrates) it is the target: crawlers and readers without JavaScript get the real figure, and the
 * browser's first render matches the server's (docs/decisions/015). Once motion is known to be welcome,
 * the counter waits at 0 and counts up over the duration when `start` turns true, one step per animation
 * frame. With reduced motion the target stays: the number matters, the movement does not.
 */
export function useCountUp(
  target: number,
  {
    start,
    reducedMotion,
    durationMs = COUNT_UP_DURATION_MS,
  }: { start: boolean; reducedMotion: boolean | undefined; durationMs?: number },
): number {
  const [value, setValue] = useState(0);
  const animated = reducedMotion === false;

  useEffect(() => {
    if (!start || !animated) return;
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
  }, [start, animated, target, durationMs]);

  return animated ? value : target;
}
