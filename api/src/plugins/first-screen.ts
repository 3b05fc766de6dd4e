import { matchPageRoute } from '@rental/shared/federation/page-routes.ts';
import { homeFirstScreenHtml } from '@rental/shared/site/first-screen.ts';
import { API_PREFIX } from '../http/api-prefix.ts';

const homeFirstScreen = homeFirstScreenHtml(API_PREFIX);

/** The markup a page starts with before the app runs: only the home page has a picture worth it. */
export const firstScreenFor = (pathname: string): string =>
  matchPageRoute(pathname)?.path === '/' ? homeFirstScreen : '';
