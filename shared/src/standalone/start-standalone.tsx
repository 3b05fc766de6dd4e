import '../ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { persistCart } from '../cart/cart-persistence.ts';
import { useCart } from '../cart/cart-store.ts';
import { initI18n, type NamespaceLoaders } from '../i18n/i18n-setup.ts';
import { detectLanguage } from '../i18n/language-choice.ts';
import { loadSiteRoot, SITE_ROOT_ROUTE_ID } from '../routes/site-root.ts';
import type { PageModule } from '../server-rendering/page-module.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import styles from './standalone.module.css';

export interface StandaloneRoute {
  path: string;
  /** The exposed module that renders the page, with its loader. */
  page: () => Promise<PageModule>;
  /** Shown in the harness's link bar when set. */
  link?: string;
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
  name: string,
  namespace: string,
  loaders: NamespaceLoaders,
  routes: StandaloneRoute[],
) {
  await initI18n(detectLanguage(window.location.search, window.localStorage), namespace, loaders);
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
            <strong>{name}</strong>
            {routes
              .filter((route) => route.link)
              .map((route) => (
                <Link key={route.path} to={route.path}>
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
