import '../ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { persistCart } from '../cart/cart-persistence.ts';
import { pageRoutes } from '../federation/page-routes.ts';
import type { RemoteName } from '../federation/remote-modules.ts';
import { useCart } from '../cart/cart-store.ts';
import { initI18n, type NamespaceLoaders } from '../i18n/i18n-setup.ts';
import { fillPath } from '../routes/path-pattern.ts';
import { loadSiteRoot, SITE_ROOT_ROUTE_ID } from '../routes/site-root.ts';
import type { PageModule } from '../server-rendering/page-module.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import { readVisitor } from '../visitor/read-visitor.ts';
import styles from './standalone.module.css';

export interface StandaloneRoute {
  path: string;
  /** The exposed module that renders the page, with its loader. */
  page: () => Promise<PageModule>;
  /** Shown in the harness's link bar when set. */
  link?: string;
}

/** A remote's pages as `SITE_PAGES` declares them, each linked when its address needs no value. */
function remotePages(
  remote: RemoteName,
  loadExposed: (file: string) => Promise<PageModule>,
): StandaloneRoute[] {
  return pageRoutes
    .filter((route) => route.remote === remote)
    .map((route) => {
      const file = route.expose.slice(2);
      const needsValues = route.path.split('/').some((part) => part.startsWith(':') && !part.endsWith('?'));
      return { path: route.path, page: () => loadExposed(file), link: needsValues ? undefined : file };
    });
}

function CartCount() {
  const { count } = useCart();
  return <span data-testid="cart-count">{count}</span>;
}

/**
 * A remote on its own, for the team that owns it (docs/architecture.md#development): its own router,
 * i18n and cart around its exposed pages and their loaders, under the site's root route, with a bare link
 * bar. Developer tooling, rendered in the browser only: not part of the composed site, not translated.
 */
export async function startStandalone(
  remote: RemoteName,
  namespace: string,
  loaders: NamespaceLoaders,
  loadExposed: (file: string) => Promise<PageModule>,
  harnesses: StandaloneRoute[] = [],
) {
  const routes = [...remotePages(remote, loadExposed), ...harnesses];
  const { language } = readVisitor({
    cookies: document.cookie,
    search: window.location.search,
    storage: window.localStorage,
  });
  await initI18n(language, namespace, loaders);
  persistCart(window.localStorage);
  const router = createBrowserRouter([
    {
      id: SITE_ROOT_ROUTE_ID,
      loader: loadSiteRoot,
      shouldRevalidate: () => false,
      // While the first page's data loads in the browser.
      HydrateFallback: () => <Skeleton height="60vh" />,
      element: (
        <>
          <nav className={styles.bar}>
            <strong>{remote}</strong>
            {routes
              .filter((route) => route.link)
              .map((route) => (
                <Link key={route.path} to={fillPath(route.path)}>
                  {route.link}
                </Link>
              ))}
            <span>
              cart: <CartCount />
            </span>
          </nav>
          <main>
            <Outlet />
          </main>
        </>
      ),
      children: routes.map(({ path, page }) => ({
        path,
        lazy: async () => {
          const { default: Component, loader, shouldRevalidate } = await page();
          return { Component, loader, shouldRevalidate };
        },
      })),
    },
  ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
