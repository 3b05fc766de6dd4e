import { scriptSafeJson, type PageAssets } from '@rental/shared/server-rendering/page-bootstrap.ts';
import { EARLY_TAPS_GLOBAL, HYDRATED_ATTRIBUTE, REGION_ATTRIBUTE } from '../app/early-taps.ts';
import { addScriptsAfterLoad } from './add-scripts-after-load.ts';

/** A picture that takes longer than this to load does not hold back the page's answers to clicks. */
const PICTURE_WAIT_MS = 3000;

/**
 * How long after the load the scripts wait at most for the browser to report the page's largest paint:
 * it comes one to a few frames after the load, but never if the picture waited for turns out not to be
 * the largest paint.
 */
const LARGEST_PAINT_WAIT_MS = 500;

/**
 * The controls whose taps are kept until the page answers them: those that do nothing without JavaScript.
 * Links, and the forms that name where they go (`action`), work without it and are left to the browser.
 */
const TAPPABLE_CONTROLS =
  'button,[role="button"],[role="tab"],[role="switch"],[role="menuitem"],[role="option"],[role="checkbox"]';

/**
 * The function as the page receives it: its comments and indentation are for its file's readers, and
 * would be about 0.3 KB of every page's first round trip (docs/decisions/019). It holds no string that
 * spans lines, so cutting at line starts cannot change what it does.
 */
const PAGE_SOURCE = addScriptsAfterLoad
  .toString()
  .replace(/^\s*\/\/.*\n/gm, '')
  .replace(/\n\s+/g, '\n');

/**
 * The page's one inline script (the Content-Security-Policy allows it by its hash): once the page has loaded its stylesheets
 * and pictures and the browser reports its largest paint, it adds the shell's scripts, in order, and
 * the remote scripts hydration will need, fetched in parallel for the federation runtime to run. Until
 * then the network and the processor belong to what the visitor sees first: the largest paint never
 * waits for our code, which only makes the page answer clicks (docs/decisions/015, 019). Taps that come
 * before are kept for the page to answer once hydrated, and start the scripts at once (docs/decisions/021).
 */
export function scriptsAfterLoad({
  scripts,
  preloads,
  integrity = {},
}: Pick<PageAssets, 'scripts' | 'preloads' | 'integrity'>): string {
  // The preloads' digests alone: the page's others are for the federation runtime, in its bootstrap data.
  const preloaded = Object.fromEntries(
    preloads.flatMap((href) => (integrity[href] ? [[href, integrity[href]]] : [])),
  );
  return `(${PAGE_SOURCE})(${scriptSafeJson(scripts)},${scriptSafeJson(preloads)},${scriptSafeJson(preloaded)},${PICTURE_WAIT_MS},${LARGEST_PAINT_WAIT_MS},${scriptSafeJson(EARLY_TAPS_GLOBAL)},${scriptSafeJson(TAPPABLE_CONTROLS)},${scriptSafeJson(HYDRATED_ATTRIBUTE)},${scriptSafeJson(REGION_ATTRIBUTE)})`;
}
