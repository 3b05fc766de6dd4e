import { act, type ReactElement } from 'react';
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
import { TEST_ORIGIN, TEST_PAGE_ROUTE_ID } from '@rental/shared/testing/render-page.tsx';

interface PageOptions {
  /** The page's loader data, as the server read it. */
  data?: unknown;
  siteRoot?: Partial<SiteRootData>;
  path?: string;
}

/** The page under the site's root route, as the shell gives it, and the data both routes' loaders answer. */
function pageRoutes(element: ReactElement, { data = null, siteRoot = {}, path = '/' }: PageOptions) {
  const root: SiteRootData = { origin: TEST_ORIGIN, categories: [], categoriesLoaded: true, ...siteRoot };
  const routes: RouteObject[] = [
    {
      id: SITE_ROOT_ROUTE_ID,
      element: <Outlet />,
      loader: () => root,
      children: [{ id: TEST_PAGE_ROUTE_ID, path, element, loader: () => data }],
    },
  ];
  return { routes, loaderData: { [SITE_ROOT_ROUTE_ID]: root, [TEST_PAGE_ROUTE_ID]: data } };
}

/** What the browser alone has; on the server, reading any of them while rendering is a bug. */
const BROWSER_ONLY = ['matchMedia', 'IntersectionObserver', 'localStorage', 'sessionStorage'] as const;

/**
 * Renders a page as the shell's server does (docs/decisions/015): its route's loader answers `data` and
 * React renders it to HTML. Reading what only the browser has while rendering throws, as it would there.
 */
export async function renderOnServer(element: ReactElement, options: PageOptions = {}): Promise<string> {
  const handler = createStaticHandler(pageRoutes(element, options).routes);
  const context = await handler.query(new Request(new URL(options.path ?? '/', TEST_ORIGIN)));
  if (context instanceof Response) throw new Error(`the page answered ${context.status}`);
  const saved = BROWSER_ONLY.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  for (const name of BROWSER_ONLY) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get: () => {
        throw new Error(`${name} was read while rendering on the server`);
      },
    });
  }
  try {
    return renderToString(
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
    );
  } finally {
    BROWSER_ONLY.forEach((name, index) => {
      const descriptor = saved[index];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    });
  }
}

/** The server's HTML in a container of the test's document, as a browser shows it before any script runs. */
export async function serverPage(element: ReactElement, options: PageOptions = {}): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = await renderOnServer(element, options);
  document.body.append(container);
  onTestFinished(() => container.remove());
  return container;
}

/**
 * Renders a page on the server, then hydrates its HTML in the browser as the shell does, with the same
 * loader data. Returns the page's container and every hydration problem React reported: a first render in
 * the browser that differs from the server's, in text or in attributes.
 */
export async function hydrateServerPage(element: ReactElement, options: PageOptions = {}) {
  const container = await serverPage(element, options);
  window.history.replaceState(null, '', options.path ?? '/');
  const problems: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(args.map(String).join(' '));
  });
  const { routes, loaderData } = pageRoutes(element, options);
  const router = createBrowserRouter(routes, { hydrationData: { loaderData } });
  const root = await act(async () =>
    hydrateRoot(container, <RouterProvider router={router} />, {
      onRecoverableError: (error) => problems.push(String(error)),
    }),
  );
  onTestFinished(() => act(() => root.unmount()));
  return { container, problems };
}
