import { preloadRemote } from '@module-federation/enhanced/runtime';
import { matchPageRoute, type PageRoute } from '@rental/shared/federation/page-routes.ts';

const requested = new Set<string>();

/** Starts downloading the code of the page a link leads to, once per page module. */
function prefetchPage(route: PageRoute): void {
  const key = `${route.remote}/${route.expose}`;
  if (requested.has(key)) return;
  requested.add(key);
  // Only a head start: a failure here is handled when the page itself loads.
  void preloadRemote([
    { nameOrAlias: route.remote, exposes: [route.expose], resourceCategory: 'sync' },
  ]).catch(() => requested.delete(key));
}

function routeOfLink(target: EventTarget | null): PageRoute | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return undefined;
  return matchPageRoute(anchor.pathname);
}

const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * A visitor who points at, touches or tabs to a link is about to open it: fetch that page's remote now.
 * Nothing is fetched on a guess: the first page's own load is what the visitor waits for, and
 * nothing is fetched ahead for visitors who ask to save data.
 */
export function prefetchLikelyPages(): void {
  if (savesData()) return;
  const onIntent = (event: Event) => {
    const route = routeOfLink(event.target);
    if (route) prefetchPage(route);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
