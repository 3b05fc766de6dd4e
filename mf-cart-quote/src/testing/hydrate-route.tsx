import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished, vi } from 'vitest';
import { createBrowserRouter, Outlet, RouterProvider } from '@rental/shared/routes/router.ts';
import { SITE_ROOT_ROUTE_ID, type SiteRootData } from '@rental/shared/routes/site-root.ts';
import { TEST_ORIGIN } from '@rental/shared/testing/render-page.tsx';

/**
 * Renders `element` at `path` as the server does, then hydrates that HTML as the browser does once
 * `inBrowser` has set up what only a browser has (a stored cart, saved entries, a phone's screen). Returns
 * the server's HTML and what React reported while hydrating: nothing when the browser's first render was
 * the server's.
 */
export async function hydrateRoute(
  element: ReactElement,
  { path = '/', inBrowser = () => undefined }: { path?: string; inBrowser?: () => void } = {},
) {
  const root: SiteRootData = { origin: TEST_ORIGIN, categories: [], categoriesLoaded: true };
  const page = () => (
    <RouterProvider
      router={createBrowserRouter(
        [
          {
            id: SITE_ROOT_ROUTE_ID,
            element: <Outlet />,
            loader: () => root,
            shouldRevalidate: () => false,
            children: [{ path, element }],
          },
        ],
        { hydrationData: { loaderData: { [SITE_ROOT_ROUTE_ID]: root } } },
      )}
    />
  );
  window.history.replaceState(null, '', path);
  const container = document.body.appendChild(document.createElement('div'));
  const serverHtml = renderToString(page());
  container.innerHTML = serverHtml;
  inBrowser();
  const reports: string[] = [];
  vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
    reports.push(args.map(String).join(' '));
  });
  const hydrated = await act(async () =>
    hydrateRoot(container, page(), { onRecoverableError: (error) => reports.push(String(error)) }),
  );
  onTestFinished(() => {
    act(() => hydrated.unmount());
    container.remove();
  });
  return { serverHtml, reports };
}
