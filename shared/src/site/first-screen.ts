import { HOME_HERO_IMAGES } from './home-hero-images.ts';
import { escapeHtmlAttribute, escapeHtmlText } from './html-escape.ts';
import { siteConfig } from './site-config.ts';

/**
 * The first screen the server writes into every page (issue 8): the header's bar with the brand mark, and
 * where a page's largest paint is a picture the server knows, that picture, exactly where the app will
 * draw it: the home page's hero, a catalogue item's picture on its detail page, the first row of a
 * catalogue list's pictures under the outline of its title and toolbar; and a page that opens with a
 * heading and an introduction (the quote form), those texts in the visitor's language, read from the
 * remote's published texts. Written in the HTML they appear as soon as the page and its stylesheet arrive
 * instead of after the JavaScript has started. The app draws its own header and page over the same boxes.
 * The shell removes this layer once the page has drawn it (shell/src/layout/first-screen.ts).
 */
export const FIRST_SCREEN_ID = 'first-screen';

/**
 * Marks a picture of the layer that the page draws again from its data: the shell keeps the layer until
 * the page's own copy has loaded, so the picture never blinks out while the page's answer arrives.
 */
export const PAGE_PICTURE_ATTRIBUTE = 'data-page-picture';

/**
 * What the layer draws below the bar. `home`: the hero; `heroPoster` is its picture as the page draws it,
 * which the server passes as a `data:` address so it paints with the page's first frame (without it, the
 * picture's address). `item`: a detail page's picture, by its address. `list`: a list's first pictures,
 * below its toolbar of a search and `toolbarSelects` drop-downs. `opening`: the heading and introduction a
 * page opens with, in the visitor's language.
 */
export type FirstScreenContent =
  | { kind: 'bar' }
  | { kind: 'home'; heroPoster?: string }
  | { kind: 'item'; picture: string }
  | { kind: 'list'; pictures: string[]; toolbarSelects: number }
  | { kind: 'opening'; heading: string; intro: string };

function homeHero(mediaBase: string, heroPoster: string | undefined): string {
  const poster = heroPoster ?? `${mediaBase}${HOME_HERO_IMAGES.poster}`;
  const still = `${mediaBase}${HOME_HERO_IMAGES.still}`;
  return (
    '<div class="first-screen-hero"><picture>' +
    `<source srcset="${still}" media="(prefers-reduced-motion: reduce)">` +
    `<img src="${poster}" alt="" width="${HOME_HERO_IMAGES.width}" height="${HOME_HERO_IMAGES.height}" fetchpriority="high">` +
    '</picture></div>'
  );
}

/**
 * A catalogue picture as the page draws it (800 × 600). The first is the largest paint; the others wait
 * for layout, since on a phone only the first is on screen.
 */
const pagePicture = (picture: string, first: boolean) =>
  `<img src="${escapeHtmlAttribute(picture)}" alt="" width="800" height="600" ${first ? 'fetchpriority="high"' : 'loading="lazy"'} ${PAGE_PICTURE_ATTRIBUTE}>`;

/** The detail page's frame up to its picture: the way back's line, then the picture in the first column. */
const itemPicture = (picture: string) =>
  '<div class="first-screen-page"><div class="first-screen-back"></div><div class="first-screen-item">' +
  `${pagePicture(picture, true)}</div></div>`;

/** A list's title line, its toolbar's boxes, its count line, then its first row of cards' pictures. */
const listPictures = (pictures: string[], toolbarSelects: number) =>
  '<div class="first-screen-list"><div class="first-screen-title"></div><div class="first-screen-toolbar">' +
  '<div class="first-screen-field first-screen-search"></div>' +
  '<div class="first-screen-field"></div>'.repeat(toolbarSelects) +
  '</div><div class="first-screen-summary"></div><div class="first-screen-cards">' +
  pictures.map((picture, index) => `<div>${pagePicture(picture, index === 0)}</div>`).join('') +
  '</div></div>';

/** The page's heading and introduction, as text: the page's largest paint when it has no picture. */
const opening = (heading: string, intro: string) =>
  `<div class="first-screen-opening"><div class="first-screen-heading">${escapeHtmlText(heading)}</div>` +
  `<p class="first-screen-intro">${escapeHtmlText(intro)}</p></div>`;

const below = (mediaBase: string, content: FirstScreenContent): string => {
  switch (content.kind) {
    case 'home':
      return homeHero(mediaBase, content.heroPoster);
    case 'item':
      return itemPicture(content.picture);
    case 'list':
      return listPictures(content.pictures, content.toolbarSelects);
    case 'opening':
      return opening(content.heading, content.intro);
    case 'bar':
      return '';
  }
};

/** `mediaBase` is where the API serves `/media/…` (the API prefix). */
export function firstScreenHtml(mediaBase: string, content: FirstScreenContent): string {
  const bar =
    '<div class="first-screen-bar"><div class="first-screen-brand">' +
    `<span class="brand-mark">${siteConfig.shortName}</span></div></div>`;
  return `<div id="${FIRST_SCREEN_ID}" class="first-screen" aria-hidden="true">${bar}${below(mediaBase, content)}</div>`;
}
