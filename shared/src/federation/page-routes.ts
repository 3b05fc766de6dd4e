import { routePatterns } from '../routes/paths.ts';
import { remoteModuleId, type ExposedModule, type RemoteName } from './remote-modules.ts';

export interface PageRoute<R extends RemoteName = RemoteName> {
  /** The route's id in the router, and the key of its data in the page's hydration data. */
  id: string;
  /** The router's pattern; optional segments (`:categoryId?`) make one route of several addresses. */
  path: string;
  remote: R;
  expose: ExposedModule<R>;
}

const page = <R extends RemoteName>(path: string, remote: R, expose: ExposedModule<R>): PageRoute => ({
  id: remoteModuleId(remote, expose),
  path,
  remote,
  expose,
});

/**
 * Every page of the site (docs/product.md#routes) and the remote module that renders it. The three
 * equipment list addresses are one route, so that changing the list's category stays on the same page
 * and keeps its state, as changing the words or the sort does.
 */
export const pageRoutes: PageRoute[] = [
  page(routePatterns.home, 'mf_content', './home'),
  page('/equipments/:categoryId?/:subcategoryId?', 'mf_catalogue', './equipment-list'),
  page(routePatterns.equipmentDetail, 'mf_catalogue', './equipment-detail'),
  page(routePatterns.services, 'mf_catalogue', './service-list'),
  page(routePatterns.serviceDetail, 'mf_catalogue', './service-detail'),
  page(routePatterns.packages, 'mf_catalogue', './package-list'),
  page(routePatterns.packageDetail, 'mf_catalogue', './package-detail'),
  page(routePatterns.latestProjects, 'mf_content', './latest-projects'),
  page(routePatterns.aboutUs, 'mf_content', './about'),
  page(routePatterns.contactUs, 'mf_content', './contact'),
  page(routePatterns.requestQuote, 'mf_cart_quote', './request-quote'),
];

const segments = (path: string) => path.split('/').filter(Boolean);

/** A pattern with optional segments as the patterns it stands for: `/a/:b?` is `/a` and `/a/:b`. */
function expand(pattern: string[]): string[][] {
  const optional = pattern.findIndex((part) => part.endsWith('?'));
  if (optional < 0) return [pattern];
  return [
    pattern.slice(0, optional),
    ...expand([
      ...pattern.slice(0, optional),
      pattern[optional]!.slice(0, -1),
      ...pattern.slice(optional + 1),
    ]),
  ];
}

/**
 * The route a path name belongs to, ranked as the router ranks them: among the patterns that match, the
 * one with the most literal segments (`/equipments/2/details` is a detail, not a subcategory list).
 */
export function matchPageRoute(pathname: string): PageRoute | undefined {
  const actual = segments(pathname);
  let best: { route: PageRoute; literals: number } | undefined;
  for (const route of pageRoutes) {
    for (const expected of expand(segments(route.path))) {
      if (expected.length !== actual.length) continue;
      const matches = expected.every((part, index) => part.startsWith(':') || part === actual[index]);
      if (!matches) continue;
      const literals = expected.filter((part) => !part.startsWith(':')).length;
      if (!best || literals > best.literals) best = { route, literals };
    }
  }
  return best?.route;
}
