import { startTransition, useEffect, useState } from 'react';

/**
 * Counts from 0 up to `total`, one step per task of the browser: a long page mounts one block at a time
 * after its first screen has been drawn, so no single piece of work holds the main thread long enough to
 * delay a tap on a slow phone (issue 8: total blocking time).
 */
export function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setCount((current) => current + 1)), 0);
    return () => window.clearTimeout(timer);
  }, [count, total]);
  return count;
}
