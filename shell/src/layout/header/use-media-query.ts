import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** SPEC §9: the dropdown (mega menu) behaviour is active from 992 px. */
export const DESKTOP_QUERY = '(min-width: 992px)';
/** SPEC §9: an outside click closes the search form above 767 px. */
export const SEARCH_OUTSIDE_CLICK_QUERY = '(min-width: 768px)';
