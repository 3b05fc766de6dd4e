import { useCallback, useEffect, useState } from 'react';
import { clampStart, nextStart, previousStart, SLIDER_AUTOPLAY_MS } from './slider-logic.ts';

/**
 * The slider's position and autoplay. While `playing`, it moves one slide on after each interval; any move
 * (by hand or by itself) starts the interval again, so a visitor who just pressed "next" gets the full
 * time to read. Nothing moves when every slide is already visible.
 */
export function useSlider({
  count,
  visible,
  playing,
  intervalMs = SLIDER_AUTOPLAY_MS,
}: {
  count: number;
  visible: number;
  playing: boolean;
  intervalMs?: number;
}) {
  const [rawStart, setRawStart] = useState(0);
  const start = clampStart(rawStart, count, visible);

  const next = useCallback(
    () => setRawStart((current) => nextStart(current, count, visible)),
    [count, visible],
  );
  const previous = useCallback(
    () => setRawStart((current) => previousStart(current, count, visible)),
    [count, visible],
  );
  const goTo = useCallback(
    (position: number) => setRawStart(clampStart(position, count, visible)),
    [count, visible],
  );

  useEffect(() => {
    if (!playing || count <= visible) return;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, start, count, visible, intervalMs, next]);

  return { start, next, previous, goTo };
}
