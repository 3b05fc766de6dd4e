import { HOME_HERO_IMAGES } from './home-hero-images.ts';
import { siteConfig } from './site-config.ts';

/**
 * The first screen the server writes into every page (issue 8): the header's bar with the brand mark, and
 * on the home page the hero picture, exactly where the app will draw them. Written in the HTML they appear
 * as soon as the page and its stylesheet arrive instead of after the JavaScript has started; the hero
 * picture is the home page's largest paint. The app draws its own header and page over the same boxes.
 * Text is left to the app: only it knows the visitor's language. The shell removes this layer once the
 * page has rendered or failed (shell/src/layout/first-screen.ts).
 */
export const FIRST_SCREEN_ID = 'first-screen';

/**
 * `mediaBase` is where the API serves `/media/…` (the API prefix). `heroPoster` is the home page's picture
 * as its page draws it: the server passes the file itself as a `data:` address, so the picture is painted
 * with the page's first frame, never after the app's script has taken the main thread; without it, the
 * picture's address. `withHero` false: the header bar alone.
 */
export function firstScreenHtml(mediaBase: string, withHero: boolean, heroPoster?: string): string {
  const bar =
    '<div class="first-screen-bar"><div class="first-screen-brand">' +
    `<span class="brand-mark">${siteConfig.shortName}</span></div></div>`;
  const poster = heroPoster ?? `${mediaBase}${HOME_HERO_IMAGES.poster}`;
  const still = `${mediaBase}${HOME_HERO_IMAGES.still}`;
  const hero =
    '<div class="first-screen-hero"><picture>' +
    `<source srcset="${still}" media="(prefers-reduced-motion: reduce)">` +
    `<img src="${poster}" alt="" width="${HOME_HERO_IMAGES.width}" height="${HOME_HERO_IMAGES.height}" fetchpriority="high">` +
    '</picture></div>';
  return `<div id="${FIRST_SCREEN_ID}" class="first-screen" aria-hidden="true">${bar}${withHero ? hero : ''}</div>`;
}
