import { routePatterns } from '../routes/paths.ts';
import type { ExposedModule, RemoteName } from './remote-modules.ts';

export interface PageRoute<R extends RemoteName = RemoteName> {
  path: string;
  remote: R;
  expose: ExposedModule<R>;
  /** Its first screen shows answers from the API: the shell prepares the HTTP client as the page starts. */
  asksApiAtOnce: boolean;
  /**
   * The keys, in the remote's namespace, of the heading and introduction its page opens with: the server
   * writes them into the first screen, in the visitor's language, from the remote's published texts.
   */
  openingTexts?: OpeningTexts;
}

export interface OpeningTexts {
  heading: string;
  intro: string;
}

const page = <R extends RemoteName>(
  path: string,
  remote: R,
  expose: ExposedModule<R>,
  asksApiAtOnce = true,
  openingTexts?: OpeningTexts,
): PageRoute => ({ path, remote, expose, asksApiAtOnce, ...(openingTexts ? { openingTexts } : {}) });

/** The home page, about, contact and the quote form show nothing from the API before the visitor acts. */
const STATIC_FIRST_SCREEN = false;

/**
 * Every route of SPEC §2 and the remote module that renders it: the shell's router, and the site server's
 * hints that start fetching that remote with the page (issue 8).
 */
export const pageRoutes: PageRoute[] = [
  page(routePatterns.home, 'mf_content', './home', STATIC_FIRST_SCREEN),
  page(routePatterns.equipments, 'mf_catalogue', './equipment-list'),
  page(routePatterns.equipmentCategory, 'mf_catalogue', './equipment-list'),
  page(routePatterns.equipmentSubcategory, 'mf_catalogue', './equipment-list'),
  page(routePatterns.equipmentDetail, 'mf_catalogue', './equipment-detail'),
  page(routePatterns.services, 'mf_catalogue', './service-list'),
  page(routePatterns.serviceDetail, 'mf_catalogue', './service-detail'),
  page(routePatterns.packages, 'mf_catalogue', './package-list'),
  page(routePatterns.packageDetail, 'mf_catalogue', './package-detail'),
  page(routePatterns.latestProjects, 'mf_content', './latest-projects'),
  page(routePatterns.aboutUs, 'mf_content', './about', STATIC_FIRST_SCREEN),
  page(routePatterns.contactUs, 'mf_content', './contact', STATIC_FIRST_SCREEN),
  page(routePatterns.requestQuote, 'mf_cart_quote', './request-quote', STATIC_FIRST_SCREEN, {
    heading: 'quoteTitle',
    intro: 'quoteIntro',
  }),
];

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The route a path name belongs to, ranked as the router ranks them: among the patterns that match, the
 * one with the most literal segments (`/equipments/2/details` is a detail, not a subcategory list).
 */
export function matchPageRoute(pathname: string): PageRoute | undefined {
  const actual = segments(pathname);
  let best: { route: PageRoute; literals: number } | undefined;
  for (const route of pageRoutes) {
    const expected = segments(route.path);
    if (expected.length !== actual.length) continue;
    const matches = expected.every((part, index) => part.startsWith(':') || part === actual[index]);
    if (!matches) continue;
    const literals = expected.filter((part) => !part.startsWith(':')).length;
    if (!best || literals > best.literals) best = { route, literals };
  }
  return best?.route;
}
