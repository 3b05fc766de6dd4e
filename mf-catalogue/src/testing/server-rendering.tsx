import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished, vi } from 'vitest';
import {
  createBrowserRouter,
  Outlet,
  RouterProvider,
  type RouteObject,
} from '@rental/shared/routes/router.ts';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from '@rental/shared/routes/server-router.ts';
import { SITE_ROOT_ROUTE_ID, type SiteRootData } from '@rental/shared/routes/site-root.ts';
import type { PageModule } from '@rental/shared/server-rendering/page-module.ts';
import { TEST_ORIGIN, TEST_PAGE_ROUTE_ID } from '@rental/shared/testing/render-page.tsx';

/** A page's address, its route's pattern, and the site root's data when the test needs other categories. */
export interface PageAddress {
  path: string;
  pattern: string;
  siteRoot?: Partial<SiteRootData>;
}

/** The exposed module's page under the site's root route, with its loader, as the shell routes it. */
function siteRoutes({ default: Page, loader, shouldRevalidate }: PageModule, address: PageAddress) {
  const root: SiteRootData = {
    origin: TEST_ORIGIN,
    categories: [],
    categoriesLoaded: true,
    ...address.siteRoot,
  };
  const routes: RouteObject[] = [
    {
      id: SITE_ROOT_ROUTE_ID,
      element: <Outlet />,
      loader: () => root,
      shouldRevalidate: () => false,
      children: [
        { id: TEST_PAGE_ROUTE_ID, path: address.pattern, element: <Page />, loader, shouldRevalidate },
      ],
    },
  ];
  return { root, routes };
}

/**
 * What the server answers for a page (docs/decisions/015): its loader runs, the status follows its answer,
 * and React renders the page to HTML from it. `data` is that answer, as the browser receives it.
 */
export async function serverAnswer(page: PageModule, address: PageAddress) {
  const { routes } = siteRoutes(page, address);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(address.path, TEST_ORIGIN)));
  if (context instanceof Response) throw new Error(`${address.path} answered ${context.status}`);
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  );
  return { status: context.statusCode, data: context.loaderData[TEST_PAGE_ROUTE_ID], html };
}

/**
 * The server's HTML in the test's document, as a browser shows it before any script runs (or without
 * JavaScript), then hydrated as the shell does, with the same loader data. `problems` holds every
 * hydration problem React reported: a first render in the browser that differs from the server's.
 */
export async function hydrateServerPage(page: PageModule, address: PageAddress) {
  const { status, data, html } = await serverAnswer(page, address);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  onTestFinished(() => container.remove());
  const serverHtml = container.cloneNode(true) as HTMLElement;

  window.history.replaceState(null, '', address.path);
  const problems: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(args.map(String).join(' '));
  });
  const { root, routes } = siteRoutes(page, address);
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: { [SITE_ROOT_ROUTE_ID]: root, [TEST_PAGE_ROUTE_ID]: data } },
  });
  const reactRoot = await act(async () =>
    hydrateRoot(container, <RouterProvider router={router} />, {
      onRecoverableError: (error) => problems.push(String(error)),
    }),
  );
  onTestFinished(() => act(() => reactRoot.unmount()));
  return { status, serverHtml, container, problems, router };
}
