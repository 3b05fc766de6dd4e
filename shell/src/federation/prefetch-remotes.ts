import { loadRemote } from '@module-federation/enhanced/runtime';
import { matchPageRoute } from '@rental/shared/federation/page-routes.ts';
import { PREFETCH_MODULE_ATTRIBUTE } from './prefetch-attribute.ts';
import { isRemoteFailure } from './remote-failure.ts';

const requested = new Set<string>();

const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Gets a remote module (`mf_catalogue/package-list`) ready ahead of its use, once. The remote's own runtime
 * fetches its files, with the `integrity` and `crossorigin` it puts on its tags (docs/decisions/024), so
 * nothing is fetched twice: a `<link rel="preload">` of ours could not know them for a file the page gives
 * no digest for, and one that does not match has the browser fetch the file again. The module is run too,
 * so its texts in the page's language are fetched with it; it is not counted as a view of its remote,
 * which only the page or part that needs it is (docs/architecture.md#failure).
 */
function prefetchRemoteModule(id: string): void {
  if (requested.has(id)) return;
  requested.add(id);
  // Only a head start: a failure here is handled when the module itself loads, and the next intent tries again.
  void loadRemote(id).then(
    (loaded) => {
      if (isRemoteFailure(loaded)) requested.delete(id);
    },
    () => requested.delete(id),
  );
}

/** The module a control or a link is about to need: its own, or that of the page the link opens. */
function moduleOfTarget(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element)) return undefined;
  const control = target.closest(`[${PREFETCH_MODULE_ATTRIBUTE}]`);
  if (control) return control.getAttribute(PREFETCH_MODULE_ATTRIBUTE) ?? undefined;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return undefined;
  return matchPageRoute(anchor.pathname)?.id;
}

/**
 * A visitor who points at, touches or tabs to a link is about to open it: fetch that page's remote now;
 * the same for a control that opens a remote's part of the page.
 * Nothing is fetched on a guess: the first page's own load is what the visitor waits for, and
 * nothing is fetched ahead for visitors who ask to save data.
 */
export function prefetchLikelyPages(): void {
  if (savesData()) return;
  const onIntent = (event: Event) => {
    const id = moduleOfTarget(event.target);
    if (id) prefetchRemoteModule(id);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
