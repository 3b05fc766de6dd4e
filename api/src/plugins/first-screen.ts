import { matchPageRoute } from '@rental/shared/federation/page-routes.ts';
import { firstScreenHtml } from '@rental/shared/site/first-screen.ts';
import { API_PREFIX } from '../http/api-prefix.ts';

const withHero = firstScreenHtml(API_PREFIX, true);
const barOnly = firstScreenHtml(API_PREFIX, false);

/** The markup a page starts with before the app runs: the header's bar, and the home page's hero picture. */
export const firstScreenFor = (pathname: string): string =>
  matchPageRoute(pathname)?.path === '/' ? withHero : barOnly;
