import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 639px)';

/** Where matchMedia is missing (old browsers, jsdom) the screen counts as wide: the anchored popup. */
const mediaList = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined);

const subscribe = (onChange: () => void) => {
  const list = mediaList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/**
 * Phones: a popup anchored to the field would not fit beside the fixed header, so it opens centred. The
 * server knows no screen, so the screen counts as wide there and while the browser hydrates; the browser
 * reads its own from the render after, before the calendar can open (docs/decisions/015).
 */
export const useNarrowScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => mediaList()?.matches ?? false,
    () => false,
  );
