import '@rental/shared/ui/theme.css';
import '@rental/shared/ui/brand-mark.css';
import '@rental/shared/site/first-screen.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prepareHttpClient } from '@rental/shared/api-client/http-client.ts';
import { persistCart } from '@rental/shared/cart/cart-persistence.ts';
import { matchPageRoute } from '@rental/shared/federation/page-routes.ts';
import { changeLanguage, initI18n, mirrorRememberedLanguage } from '@rental/shared/i18n/i18n-setup.ts';
import { detectLanguage } from '@rental/shared/i18n/language-choice.ts';
import { SiteRoutes } from './app/site-routes.tsx';
import { prefetchLikelyPages } from './federation/prefetch-remotes.ts';
import { registerAllRemotes } from './federation/register-remotes.ts';
import { onCaughtError } from './federation/caught-errors.ts';
import { loadRemotesManifest } from './federation/remotes-config.ts';
import { SHELL_NS, shellLoaders } from './i18n/shell-i18n.ts';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

async function start() {
  if (matchPageRoute(window.location.pathname)?.asksApiAtOnce) void prepareHttpClient();
  const storage = safeLocalStorage();
  const language = detectLanguage(window.location.search, storage);
  const [manifest] = await Promise.all([loadRemotesManifest(), initI18n(language, SHELL_NS, shellLoaders)]);
  // A language chosen with ?lang= is remembered like one chosen in the switcher.
  if (new URLSearchParams(window.location.search).has('lang')) await changeLanguage(language, storage);
  else mirrorRememberedLanguage(storage);
  registerAllRemotes(manifest);
  performance.mark('remotes-registered');
  prefetchLikelyPages();
  if (storage) persistCart(storage);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // As a transition, React renders the first page in small slices, so the main thread never blocks for
  // long while a long page (the home page has twelve blocks) renders on a slow phone (issue 8).
  const reactRoot = createRoot(root, { onCaughtError });
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <SiteRoutes />
      </StrictMode>,
    ),
  );
}

void start();
