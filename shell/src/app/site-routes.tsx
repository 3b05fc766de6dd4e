import { getCategories } from '@rental/shared/api-client/calls/get-categories.ts';
import { pageRoutes } from '@rental/shared/federation/page-routes.ts';
import { data, type LoaderFunctionArgs, type RouteObject } from '@rental/shared/routes/router.ts';
import { SITE_ROOT_ROUTE_ID, type SiteRootData } from '@rental/shared/routes/site-root.ts';
import { RemoteRegion } from '../federation/remote-region.tsx';
import { Layout } from '../layout/layout.tsx';
import { NotFoundPage } from '../layout/not-found-page.tsx';
import { loadPageData, pageDataIsStale } from './page-data.ts';

/** Read once per visit: on the server for the first page, never again while the visitor browses. */
async function loadSiteRoot({ request }: LoaderFunctionArgs): Promise<SiteRootData> {
  const origin = new URL(request.url).origin;
  try {
    const answer = await getCategories();
    if (answer.status > 0 && 'data' in answer) return { origin, categories: answer.data, categoriesLoaded: true };
    console.warn('Categories could not be loaded:', 'message' in answer ? answer.message : answer);
  } catch (error) {
    console.warn('Categories could not be loaded:', error instanceof Error ? error.message : error);
  }
  return { origin, categories: [], categoriesLoaded: false };
}

/**
 * Every page of docs/product.md#routes inside the one layout, each rendered by its remote with the data
 * its loader reads, and the not-found page for any other address (with status 404).
 */
export function createSiteRoutes(): RouteObject[] {
  return [
    {
      id: SITE_ROOT_ROUTE_ID,
      Component: Layout,
      loader: loadSiteRoot,
      shouldRevalidate: () => false,
      children: [
        ...pageRoutes.map(
          (route): RouteObject => ({
            id: route.id,
            path: route.path,
            loader: (args) => loadPageData(route, args),
            shouldRevalidate: (args) => pageDataIsStale(route, args),
            element: <RemoteRegion remote={route.remote} expose={route.expose} isPage />,
          }),
        ),
        { id: 'not-found', path: '*', Component: NotFoundPage, loader: () => data(null, { status: 404 }) },
      ],
    },
  ];
}
