import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, for behaviour only: the server cannot know the screen, so it is false
 * there and while the browser hydrates, and the real answer comes in the render after. What the page
 * shows at a width is CSS's to decide, or hydration would not match (docs/decisions/015).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => false);
}

/** The dropdown (mega menu) behaviour is active from 992 px; header.module.css has the same. */
export const DESKTOP_QUERY = '(min-width: 992px)';
/** SPEC §9: an outside click closes the search form above 767 px. */
export const SEARCH_OUTSIDE_CLICK_QUERY = '(min-width: 768px)';
