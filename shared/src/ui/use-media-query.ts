import { useCallback, useSyncExternalStore } from 'react';

/** Where matchMedia is missing (old browsers, jsdom) no query matches. */
const mediaList = (query: string) =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;

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
