import { scriptSafeJson, type PageAssets } from '@rental/shared/server-rendering/page-bootstrap.ts';
import { EARLY_TAPS_GLOBAL, HYDRATED_ATTRIBUTE, REGION_ATTRIBUTE } from '../app/early-taps.ts';

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
 * Runs in the page, as its one inline script: written out whole by `scriptsAfterLoad`, so it uses nothing
 * from outside its own body.
 */
function addScriptsAfterLoad(
  scripts: string[],
  preloads: string[],
  integrity: Record<string, string>,
  pictureWaitMs: number,
  largestPaintWaitMs: number,
  tapsName: string,
  tappable: string,
  hydrated: string,
  region: string,
) {
  let added = false;
  const preload = (href: string) => () => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    // Checked as the federation runtime then loads it, so the browser uses what it preloaded.
    if (integrity[href]) {
      link.integrity = integrity[href];
      link.crossOrigin = 'anonymous';
    }
    return link;
  };
  const script = (src: string) => () => {
    const element = document.createElement('script');
    element.src = src;
    element.async = false;
    return element;
  };
  // One element per task: making an element and starting its fetch costs the main thread a few
  // milliseconds each, and together they would make one task long enough to hold back a tap.
  const appendInTurn = (pending: (() => HTMLElement)[]) => {
    const next = pending.shift();
    if (!next) return;
    document.head.appendChild(next());
    setTimeout(() => appendInTurn(pending), 0);
  };
  const add = () => {
    if (added) return;
    added = true;
    appendInTurn([...preloads.map(preload), ...scripts.map(script)]);
  };
  // Two frames: a callback of the first runs before that frame's own style, layout and paint, so only
  // the second comes after them.
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(add, 0)));
  // The page's largest paint comes some frames after the load: its largest picture (the one it fetches
  // with high priority) once decoded and laid out; on a page without one, its text, which a page heavy in
  // form controls may only paint after the load. Scripts started before that paint would compete with it
  // for the main thread and the network.
  const afterLargestPaint = () => {
    const pictures: Element[] = [
      ...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
    ].filter((image) => image.complete && image.naturalWidth > 0);
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
    ) {
      afterPaint();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      const painted =
        pictures.length === 0 ||
        list.getEntries().some((entry) => {
          const element = (entry as LargestContentfulPaint).element;
          return element !== null && pictures.includes(element);
        });
      if (!painted) return;
      observer.disconnect();
      afterPaint();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(add, largestPaintWaitMs);
  };
  // A tap on a control that does not answer yet is kept, and made again by the shell once it does
  // (docs/decisions/021); React does not see it meanwhile, and the scripts start at once: the visitor
  // wants an answer more than the picture's paint.
  const taps: Element[] = [];
  (window as unknown as Record<string, Element[]>)[tapsName] = taps;
  const answers = (control: Element) => {
    if (!document.documentElement.hasAttribute(hydrated)) return false;
    const container = control.closest('[' + region + ']');
    return !container || container.hasAttribute(hydrated);
  };
  const keep = (event: Event, tap: Element) => {
    if (answers(tap)) return;
    event.preventDefault();
    event.stopPropagation();
    taps.push(tap);
    add();
  };
  addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(tappable) : null;
      if (!control || control.closest('a[href]') || (control as HTMLButtonElement).disabled) return;
      const form =
        (control as HTMLButtonElement).type === 'submit' ? (control as HTMLButtonElement).form : null;
      if (form?.hasAttribute('action')) return;
      keep(event, control);
    },
    true,
  );
  addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!form.hasAttribute('action')) keep(event, form);
    },
    true,
  );
  if (document.readyState === 'complete') afterLargestPaint();
  else {
    addEventListener('load', afterLargestPaint, { once: true });
    setTimeout(add, pictureWaitMs);
  }
}

/**
 * The function as the page receives it: its comments and indentation are for this file's readers, and
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
