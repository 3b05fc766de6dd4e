import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { NamespaceBundles } from '../i18n/i18n-setup.ts';
import { LANGUAGES } from '../i18n/languages.ts';

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

/** Renders a page inside a memory router at `path`, with its route pattern so params resolve. */
export function renderRoute(
  element: ReactElement,
  {
    path = '/',
    pattern = path,
    extraRoutes = [],
  }: { path?: string; pattern?: string; extraRoutes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter([{ path: pattern, element }, ...extraRoutes], { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}
