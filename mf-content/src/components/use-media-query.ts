import { useEffect, useState } from 'react';

/**
 * Whether a media query matches, updated when it starts or stops matching; `undefined` until the page
 * has mounted. The server cannot know the answer, and the browser's first render must draw what the
 * server drew (docs/decisions/015), so the query is read in an effect and callers choose what the
 * unknown state shows.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const [matches, setMatches] = useState<boolean>();
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      setMatches(false);
      return;
    }
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
