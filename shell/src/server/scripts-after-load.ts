import { scriptSafeJson, type PageAssets } from '@rental/shared/server-rendering/page-bootstrap.ts';

/** A picture that takes longer than this to load does not hold back the page's answers to clicks. */
const PICTURE_WAIT_MS = 3000;

/**
 * Runs in the page, as its one inline script: written out whole by `scriptsAfterLoad`, so it uses nothing
 * from outside its own body.
 */
function addScriptsAfterLoad(scripts: string[], preloads: string[], pictureWaitMs: number) {
  let added = false;
  const add = () => {
    if (added) return;
    added = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    }
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    }
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(add, 0));
  if (document.readyState === 'complete') afterPaint();
  else {
    addEventListener('load', afterPaint, { once: true });
    setTimeout(add, pictureWaitMs);
  }
}

/**
 * The page's one inline script (it carries the page's nonce): once the page has loaded its stylesheets
 * and pictures and painted them, it adds the shell's scripts, in order, and the remote scripts hydration
 * will need, fetched in parallel for the federation runtime to run. Until then the network and the
 * processor belong to what the visitor sees first: the largest paint never waits for our code, which
 * only makes the page answer clicks (docs/decisions/015).
 */
export function scriptsAfterLoad({ scripts, preloads }: Pick<PageAssets, 'scripts' | 'preloads'>): string {
  return `(${addScriptsAfterLoad.toString()})(${scriptSafeJson(scripts)},${scriptSafeJson(preloads)},${PICTURE_WAIT_MS})`;
}
