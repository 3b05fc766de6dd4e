import { act, isValidElement, type ReactElement } from 'react';
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
import { SITE_ROOT_ROUTE_ID, type SiteRootData } from '../routes/site-root.ts';
import type { PageModule } from '../server-rendering/page-module.ts';
import { TEST_ORIGIN, TEST_PAGE_ROUTE_ID } from './render-page.tsx';

/**
 * What a test renders: a remote's exposed page module, whose own loader reads its data, or a page's
 * element, whose route's loader answers the `data` the test gives.
 */
type Page = PageModule | ReactElement;

/** Where the page is opened, and what the site's root route answers there. */
interface PageAddress {
  /** The address opened, with its query; `/` by default. */
  path?: string;
  /** The page route's pattern, so its params resolve; `path` by default. */
  pattern?: string;
  siteRoot?: Partial<SiteRootData>;
}

interface ElementPageAddress extends PageAddress {
  /** The page's loader data, as the server read it. */
  data?: unknown;
}

type PageOptions<P extends Page> = P extends ReactElement ? ElementPageAddress : PageAddress;

type HydrateOptions<P extends Page> = PageOptions<P> & {
  /** Sets up what only a browser has (a stored cart, a screen's width, its own clock) once the HTML is in. */
  inBrowser?: () => void;
  /**
   * The app's own answer to an error React recovered from, whose `console.error` is then a problem; by
   * default every such error is one.
   */
  onRecoverableError?: (error: unknown, info: { componentStack?: string }) => void;
};

/** The page under the site's root route, as the shell routes it, with the loaders the server runs. */
function siteRoutes(
  page: Page,
  { path = '/', pattern = path, siteRoot, data = null }: ElementPageAddress,
): RouteObject[] {
  const root: SiteRootData = { origin: TEST_ORIGIN, categories: [], categoriesLoaded: true, ...siteRoot };
  const pageRoute: RouteObject = isValidElement(page)
    ? { element: page, loader: () => data }
    : { element: <page.default />, loader: page.loader, shouldRevalidate: page.shouldRevalidate };
  return [
    {
      id: SITE_ROOT_ROUTE_ID,
      element: <Outlet />,
      loader: () => root,
      shouldRevalidate: () => false,
      children: [{ ...pageRoute, id: TEST_PAGE_ROUTE_ID, path: pattern }],
    },
  ];
}

/** What the browser alone has; on the server, reading any of them while rendering is a bug. */
const BROWSER_ONLY = ['matchMedia', 'IntersectionObserver', 'localStorage', 'sessionStorage'] as const;

/** Runs `render` as on the server, where reading what only the browser has throws. */
function withoutBrowser<T>(render: () => T): T {
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
    return render();
  } finally {
    BROWSER_ONLY.forEach((name, index) => {
      const descriptor = saved[index];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    });
  }
}

/**
 * What the server answers for a page (docs/decisions/015): its routes' loaders run, the status follows
 * their answers, and React renders the page to HTML from them. `data` is the page's loader data and
 * `hydrationData` everything the browser hydrates from, as the server sends them.
 */
export async function renderOnServer<P extends Page>(page: P, options: PageOptions<P> = {}) {
  const path = options.path ?? '/';
  const handler = createStaticHandler(siteRoutes(page, options));
  const context = await handler.query(new Request(new URL(path, TEST_ORIGIN)));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const html = withoutBrowser(() =>
    renderToString(
      // The server sends the loaders' answers in its own bootstrap data, not in React Router's script.
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />,
    ),
  );
  const { loaderData, actionData, errors } = context;
  return {
    status: context.statusCode,
    data: loaderData[TEST_PAGE_ROUTE_ID],
    html,
    hydrationData: { loaderData, actionData, errors },
  };
}

/** `html` in a container of the test's document, as a browser shows it before any script runs. */
function showInDocument(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  onTestFinished(() => container.remove());
  return container;
}

/** The server's HTML for a page in the test's document, as a browser without JavaScript shows it. */
export async function serverPage<P extends Page>(
  page: P,
  options: PageOptions<P> = {},
): Promise<HTMLElement> {
  return showInDocument((await renderOnServer(page, options)).html);
}

/**
 * Renders a page on the server, shows its HTML in the test's document, then hydrates it as the shell
 * does, with the loader data the server sent, once `inBrowser` has run. `serverPage` keeps the HTML as
 * it was before any script ran; `problems` holds every hydration problem React reported: a first render
 * in the browser that differs from the server's, in text or in attributes.
 */
export async function hydrateServerPage<P extends Page>(page: P, options: HydrateOptions<P> = {}) {
  const { status, html, hydrationData } = await renderOnServer(page, options);
  const container = showInDocument(html);
  const beforeScripts = container.cloneNode(true) as HTMLElement;

  window.history.replaceState(null, '', options.path ?? '/');
  options.inBrowser?.();
  const problems: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(args.map(String).join(' '));
  });
  const router = createBrowserRouter(siteRoutes(page, options), { hydrationData });
  const root = await act(async () =>
    hydrateRoot(container, <RouterProvider router={router} />, {
      onRecoverableError: options.onRecoverableError ?? ((error) => problems.push(String(error))),
    }),
  );
  onTestFinished(() => {
    act(() => root.unmount());
    router.dispose();
  });
  return { status, html, serverPage: beforeScripts, container, problems };
}
