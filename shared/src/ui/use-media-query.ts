import { useCallback, useSyncExternalStore } from 'react';

/** The lists made by each `matchMedia` (one in a browser; tests put in their own). */
const listsOf = new WeakMap<Window['matchMedia'], Map<string, MediaQueryList>>();

/**
 * The page's one list for `query`: React reads whether it matches at every render, and a new list costs
 * the browser a style resolution each time. Where matchMedia is missing (old browsers, jsdom) no query
 * matches.
 */
function mediaList(query: string): MediaQueryList | undefined {
  const { matchMedia } = window;
  if (typeof matchMedia !== 'function') return undefined;
  let lists = listsOf.get(matchMedia);
  if (!lists) {
    lists = new Map();
    listsOf.set(matchMedia, lists);
  }
  let list = lists.get(query);
  if (!list) {
    list = matchMedia.call(window, query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a media query matches, for behaviour only, followed as it starts or stops matching. The server
 * cannot know the screen, so it answers `serverValue`, and so does the browser while it hydrates: its
 * first render must draw what the server drew (docs/decisions/015). The real answer comes in the render
 * after. With `undefined` as `serverValue` a caller can tell "not known yet" apart and choose what that
 * shows. What the page shows at a width is CSS's to decide.
 */
export function useMediaQuery<ServerValue extends boolean | undefined>(
  query: string,
  serverValue: ServerValue,
): boolean | ServerValue {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | ServerValue>(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => serverValue,
  );
}
