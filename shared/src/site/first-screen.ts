import { HOME_HERO_IMAGES } from './home-hero-images.ts';

/**
 * The home page's first screen written into the page by the server (issue 8): the header's bar and the
 * hero picture, exactly where the app will draw them. The picture is the page's largest paint; written in
 * the HTML it appears as soon as it downloads instead of after the JavaScript has started, and the app
 * draws the real hero over the same box. Text is left to the app: only it knows the visitor's language.
 * The shell removes this layer once the page has rendered or failed (shell/src/layout/first-screen.ts).
 */
export const FIRST_SCREEN_ID = 'first-screen';

/** `mediaBase` is where the API serves `/media/…` (the API prefix). */
export function homeFirstScreenHtml(mediaBase: string): string {
  const poster = `${mediaBase}${HOME_HERO_IMAGES.poster}`;
  const still = `${mediaBase}${HOME_HERO_IMAGES.still}`;
  return (
    `<div id="${FIRST_SCREEN_ID}" class="first-screen" aria-hidden="true">` +
    '<div class="first-screen-bar"></div>' +
    '<div class="first-screen-hero"><picture>' +
    `<source srcset="${still}" media="(prefers-reduced-motion: reduce)">` +
    `<img src="${poster}" alt="" width="${HOME_HERO_IMAGES.width}" height="${HOME_HERO_IMAGES.height}" fetchpriority="high">` +
    '</picture></div></div>'
  );
}
