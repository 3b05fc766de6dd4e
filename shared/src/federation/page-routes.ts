import { SITE_PAGES } from './site-pages.ts';
import { remoteModuleId, type ExposedModule } from './exposed-modules.ts';
import type { RemoteName } from './remote-modules.ts';

export interface PageRoute<R extends RemoteName = RemoteName> {
  /** The route's id in the router, the module id `loadRemote` takes, and the key of its data in the page. */
  id: string;
  /** The router's pattern; optional segments (`:categoryId?`) make one route of several addresses. */
  path: string;
  remote: R;
  expose: ExposedModule<R>;
  /** Whether one answer of the page serves every visitor (`SITE_PAGES`). */
  cache: 'shared' | 'private';
}

/** The router's view of every page of `SITE_PAGES`. */
export const pageRoutes: PageRoute[] = Object.values(SITE_PAGES).map(({ path, remote, module, cache }) => ({
  id: remoteModuleId(remote, module),
  path,
  remote,
  expose: module,
  cache,
}));

const routesById = new Map(pageRoutes.map((route) => [route.id, route]));

/** The page a router match or a page's module list names, if it is one. */
export const pageRouteById = (id: string | undefined): PageRoute | undefined =>
  id === undefined ? undefined : routesById.get(id);

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

/** Every pattern each route stands for, split once, with its count of literal segments. */
const expandedPatterns = pageRoutes.flatMap((route) =>
  expand(segments(route.path)).map((expected) => ({
    route,
    expected,
    literals: expected.filter((part) => !part.startsWith(':')).length,
  })),
);

export interface PageMatch {
  route: PageRoute;
  /** The address's values of the route's parameters, decoded; an absent optional segment is absent here. */
  params: Record<string, string>;
}

const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/**
 * The page an address belongs to, ranked as the router ranks them: among the patterns that match, the
 * one with the most literal segments (`/equipments/2/details` is a detail, not a subcategory list);
 * literals compare without case, as the router's do. The one matching of an address to a page: the API
 * (metrics, cache rules) and the shell (prefetch, hydration) both ask it, and it holds no React.
 */
export function matchPage(pathname: string): PageMatch | undefined {
  const actual = segments(pathname);
  let best: (typeof expandedPatterns)[number] | undefined;
  for (const pattern of expandedPatterns) {
    const { expected } = pattern;
    if (expected.length !== actual.length) continue;
    const matches = expected.every(
      (part, index) => part.startsWith(':') || part.toLowerCase() === actual[index]!.toLowerCase(),
    );
    if (matches && (!best || pattern.literals > best.literals)) best = pattern;
  }
  if (!best) return undefined;
  const params: Record<string, string> = {};
  best.expected.forEach((part, index) => {
    if (part.startsWith(':')) params[part.slice(1)] = decoded(actual[index]!);
  });
  return { route: best.route, params };
}

/** The route `matchPage` finds for an address, without its parameters. */
export const matchPageRoute = (pathname: string): PageRoute | undefined => matchPage(pathname)?.route;
