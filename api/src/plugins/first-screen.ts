import path from 'node:path';
import { matchPageRoute } from '@rental/shared/federation/page-routes.ts';
import { firstScreenHtml } from '@rental/shared/site/first-screen.ts';
import { HOME_HERO_IMAGES } from '@rental/shared/site/home-hero-images.ts';
import { API_PREFIX } from '../http/api-prefix.ts';
import { changedFileReader } from '../http/changed-file-reader.ts';

const barOnly = firstScreenHtml(API_PREFIX, false);

/**
 * The markup a page starts with before the app runs: the header's bar, and the home page's hero picture,
 * written into the page as a `data:` address (about 11 KB) read from the media folder, so that the page's
 * largest paint needs neither a second request nor a free main thread (issue 8). While the file cannot be
 * read, the picture's address instead.
 */
export function firstScreenReader(mediaDir: string): (pathname: string) => string {
  const posterFile = path.join(mediaDir, HOME_HERO_IMAGES.poster.replace(/^\/media\//, ''));
  const readHome = changedFileReader(
    (base64) => firstScreenHtml(API_PREFIX, true, `data:image/webp;base64,${base64}`),
    'base64',
  );
  return (pathname) =>
    matchPageRoute(pathname)?.path === '/'
      ? (readHome(posterFile) ?? firstScreenHtml(API_PREFIX, true))
      : barOnly;
}
