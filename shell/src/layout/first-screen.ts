import { FIRST_SCREEN_ID, PAGE_PICTURE_ATTRIBUTE } from '@rental/shared/site/first-screen.ts';

/** However long the page's answer or picture takes, the layer never stays longer than this. */
export const FIRST_SCREEN_LONGEST_MS = 10_000;

/** Called where the app's own page shows instead of the server-written first screen (not found, failed). */
export function removeFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
}

/**
 * Called by the page region once the page's module has mounted. A layer without a page picture goes at
 * once. One with a picture the page draws again from its data (a detail page's) stays while the page
 * region is busy, then until the page's own copy of that picture is decoded, so the visitor never sees
 * the picture give way to the page's loading outline; a page that draws no such picture (an item that
 * is gone, a failed answer) removes it as soon as it is no longer busy. Returns the clean-up for the
 * region's unmount, which removes the layer too.
 */
export function removeFirstScreenOnceDrawn(region: Element): () => void {
  const layer = document.getElementById(FIRST_SCREEN_ID);
  const picture = layer?.querySelector(`img[${PAGE_PICTURE_ATTRIBUTE}]`)?.getAttribute('src');
  if (!layer || !picture) {
    removeFirstScreen();
    return () => undefined;
  }
  let waitingForDecode = false;
  const finish = () => {
    observer.disconnect();
    clearTimeout(timer);
    layer.remove();
  };
  const check = () => {
    if (waitingForDecode || region.querySelector('[aria-busy="true"]')) return;
    const drawn = [...region.querySelectorAll('img')].find((img) => img.getAttribute('src') === picture);
    if (!drawn) return finish();
    waitingForDecode = true;
    drawn.decode().then(finish, finish);
  };
  const observer = new MutationObserver(check);
  observer.observe(region, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  const timer = setTimeout(finish, FIRST_SCREEN_LONGEST_MS);
  check();
  return finish;
}
