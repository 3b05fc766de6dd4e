import { useMediaQuery } from './use-media-query.ts';

/**
 * Whether the visitor asked for less motion; `undefined` until the page has mounted. Nothing moves while
 * it is unknown, so a visitor who prefers reduced motion never sees an animation (or the hero video) start.
 */
export const usePrefersReducedMotion = (): boolean | undefined =>
  useMediaQuery('(prefers-reduced-motion: reduce)');
