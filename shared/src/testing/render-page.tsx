import { render, type RenderOptions } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import type { NamespaceBundles } from '../i18n/i18n-setup.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { SITE_ROOT_ROUTE_ID, type SiteRootData } from '../routes/site-root.ts';

/** Starts the one i18next instance for tests (English) and adds the namespace under test in every language. */
export async function useTestI18n(namespace: string, bundles: NamespaceBundles): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next
      .use(initReactI18next)
      .init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
  }
  for (const language of LANGUAGES)
    i18next.addResourceBundle(language, namespace, bundles[language], true, true);
}

export const TEST_ORIGIN = 'http://localhost:3000';

/** The test route's id, under which `data` is the page's loader data. */
export const TEST_PAGE_ROUTE_ID = 'page';

/**
 * Renders a page inside a memory router at `path`, with its route pattern so params resolve, under the
 * site's root route as the shell gives it. `data` is the page's loader data, there at the first render as
 * after server rendering; `loader` runs for the navigations the test makes.
 */
export function renderRoute(
  element: ReactElement,
  {
    path = '/',
    pattern = path,
    extraRoutes = [],
    data,
    loader,
    siteRoot = {},
    onCaughtError,
    onRecoverableError,
  }: {
    path?: string;
    pattern?: string;
    extraRoutes?: RouteObject[];
    data?: unknown;
    loader?: LoaderFunction;
    siteRoot?: Partial<SiteRootData>;
    onCaughtError?: RenderOptions['onCaughtError'];
    onRecoverableError?: RenderOptions['onRecoverableError'];
  } = {},
) {
  const root: SiteRootData = { origin: TEST_ORIGIN, categories: [], categoriesLoaded: true, ...siteRoot };
  const router = createMemoryRouter(
    [
      {
        id: SITE_ROOT_ROUTE_ID,
        element: <Outlet />,
        loader: () => root,
        shouldRevalidate: () => false,
        children: [
          { id: TEST_PAGE_ROUTE_ID, path: pattern, element, ...(loader ? { loader } : {}) },
          ...extraRoutes,
        ],
      },
    ],
    {
      initialEntries: [path],
      hydrationData: { loaderData: { [SITE_ROOT_ROUTE_ID]: root, [TEST_PAGE_ROUTE_ID]: data ?? null } },
    },
  );
  return { router, ...render(<RouterProvider router={router} />, { onCaughtError, onRecoverableError }) };
}
