import type { ComponentType } from 'react';
import { pageRoutes } from '@rental/shared/federation/page-routes.ts';
import { data, type RouteObject } from '@rental/shared/routes/router.ts';
import { loadSiteRoot, SITE_ROOT_ROUTE_ID } from '@rental/shared/routes/site-root.ts';
import { RemoteRegion } from '../federation/remote-region.tsx';
import { Layout } from '../layout/layout.tsx';
import { NotFoundPage } from '../layout/not-found-page.tsx';
import { loadPageData, pageDataIsStale } from './page-data.ts';

/**
 * Every page of docs/product.md#routes inside the one layout, each rendered by its remote with the data
 * its loader reads, and the not-found page for any other address (with status 404). Rendered without the
 * server (`npm run dev`), the first page's data is read in the browser, and `firstLoad` shows meanwhile.
 */
export function createSiteRoutes({ firstLoad }: { firstLoad?: ComponentType } = {}): RouteObject[] {
  return [
    {
      id: SITE_ROOT_ROUTE_ID,
      Component: Layout,
      HydrateFallback: firstLoad,
      loader: loadSiteRoot,
      shouldRevalidate: () => false,
      children: [
        ...pageRoutes.map((route): RouteObject => ({
          id: route.id,
          path: route.path,
          loader: (args) => loadPageData(route, args),
          shouldRevalidate: (args) => pageDataIsStale(route, args),
          element: <RemoteRegion remote={route.remote} expose={route.expose} isPage />,
        })),
        { id: 'not-found', path: '*', Component: NotFoundPage, loader: () => data(null, { status: 404 }) },
      ],
    },
  ];
}
