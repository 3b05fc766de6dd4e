import { useMediaQuery } from './use-media-query.ts';

/**
 * Whether the visitor asked for less motion. Read synchronously on the first render, so a visitor who
 * prefers reduced motion never sees the first frames of an animation (or the hero video) flash by.
 */
export const usePrefersReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');
