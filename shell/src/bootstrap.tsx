import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import i18next from 'i18next';
import { persistCart } from '@rental/shared/cart/cart-persistence.ts';
import { changeLanguage, initI18n } from '@rental/shared/i18n/i18n-setup.ts';
import { mirrorRememberedLanguage } from '@rental/shared/visitor/language-mirror.ts';
import { matchPage, pageRouteById } from '@rental/shared/federation/page-routes.ts';
import { createBrowserRouter, RouterProvider } from '@rental/shared/routes/router.ts';
import { readVisitor } from '@rental/shared/visitor/read-visitor.ts';
import { startShellRuntime } from '@rental/shared/seams/shell-runtime.ts';
import { PAGE_BOOTSTRAP_ID, type PageBootstrap } from '@rental/shared/server-rendering/page-bootstrap.ts';
import { isRemoteDataUnavailable, loadPageData } from './app/page-data.ts';
import { SiteApp } from './app/site-app.tsx';
import { createSiteRoutes } from './app/site-routes.tsx';
import { yieldToMain } from './app/yield-to-main.ts';
import { devAssignments } from './env.ts';
import { registerBrowserRemotes } from './federation/browser-remotes.ts';
import { keepRolloutBuilds } from './federation/keep-rollout-builds.ts';
import { RegionLoading } from './federation/region-loading.tsx';
import { onCaughtError, onRecoverableError } from './federation/caught-errors.ts';
import { loadRemoteModule } from './federation/load-remote-module.ts';
import { prefetchLikelyPages } from './federation/prefetch-remotes.ts';
import { startHealthReports } from './health/health-reporter.ts';
import { reportWebVitals } from './health/web-vitals-reports.ts';
import { SHELL_NS, shellLoaders } from './i18n/shell-i18n.ts';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A page whose remote could not give its data on the server (its server build was missing, failed or was
 * too slow) gets it here, before hydration: the server left that region to the browser. The page is found
 * as the server and the prefetch find it (`matchPage`).
 */
async function completeMissingData(loaderData: Record<string, unknown>) {
  const match = matchPage(window.location.pathname);
  if (!match || !isRemoteDataUnavailable(loaderData[match.route.id])) return;
  const page = match.route;
  const url = new URL(window.location.href);
  const args = {
    request: new Request(url),
    url,
    params: match.params,
    pattern: page.path,
    context: undefined,
  };
  loaderData[page.id] = await loadPageData(page, args);
}

/**
 * Hydrates the page the server rendered (docs/decisions/015): the same language, the same builds of the
 * remotes and the same data, all ready before React starts, so the first render in the browser is the
 * server's to the letter. What only the browser knows (the stored cart) comes after.
 */
async function hydrate(bootstrapJson: string) {
  const bootstrap = JSON.parse(bootstrapJson) as PageBootstrap;
  const storage = safeLocalStorage();
  await initI18n(bootstrap.language, SHELL_NS, shellLoaders);
  // A language chosen with ?lang= is remembered like one chosen in the switcher.
  if (new URLSearchParams(window.location.search).has('lang'))
    await changeLanguage(bootstrap.language, storage);
  else mirrorRememberedLanguage(storage);
  await yieldToMain();
  const pageRemote = bootstrap.modules.map(pageRouteById).find(Boolean)?.remote;
  if (startHealthReports({ health: bootstrap.health, remotes: bootstrap.remotes }) && pageRemote)
    reportWebVitals(pageRemote);
  startShellRuntime({
    remoteModules: registerBrowserRemotes(bootstrap.remotes, 'server-rendered'),
    integrity: new Map(
      Object.entries(bootstrap.assets.integrity ?? {}).map(([url, hash]) => [
        new URL(url, window.location.href).href,
        hash,
      ]),
    ),
  });
  await yieldToMain();
  await Promise.all(bootstrap.modules.map((id) => loadRemoteModule(id).catch(() => undefined)));
  await yieldToMain();
  const routes = createSiteRoutes();
  await completeMissingData(bootstrap.hydrationData.loaderData);
  const router = createBrowserRouter(routes, { hydrationData: bootstrap.hydrationData });
  await yieldToMain();
  performance.mark('remotes-registered');
  startTransition(() => {
    hydrateRoot(
      document,
      <SiteApp bootstrap={bootstrap} bootstrapJson={bootstrapJson} i18n={i18next}>
        <RouterProvider router={router} />
      </SiteApp>,
      { onCaughtError, onRecoverableError },
    );
  });
  if (storage) persistCart(storage);
  keepRolloutBuilds(bootstrap.rollouts);
  prefetchLikelyPages();
}

/** `npm run dev`: the browser build alone, without server rendering; the data is read in the browser. */
async function renderWithoutServer() {
  const storage = safeLocalStorage();
  const { language } = readVisitor({ cookies: document.cookie, search: window.location.search, storage });
  await initI18n(language, SHELL_NS, shellLoaders);
  startShellRuntime({ remoteModules: registerBrowserRemotes(devAssignments(), 'development') });
  if (storage) persistCart(storage);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root, { onCaughtError }).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(createSiteRoutes({ firstLoad: RegionLoading }))} />
    </StrictMode>,
  );
}

const bootstrapElement = document.getElementById(PAGE_BOOTSTRAP_ID);
void (bootstrapElement?.textContent ? hydrate(bootstrapElement.textContent) : renderWithoutServer());
