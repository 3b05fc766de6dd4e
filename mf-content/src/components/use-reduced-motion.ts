import { useMediaQuery } from '@rental/shared/ui/use-media-query.ts';

/**
 * Whether the visitor asked for less motion; `undefined` on the server and while the page hydrates.
 * Nothing moves while it is unknown, so a visitor who prefers reduced motion never sees an animation (or
 * the hero video) start.
 */
export const usePrefersReducedMotion = (): boolean | undefined =>
  useMediaQuery('(prefers-reduced-motion: reduce)', undefined);
