import '@rental/shared/ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistCart } from '@rental/shared/cart/cart-persistence.ts';
import { changeLanguage, detectLanguage, initI18n } from '@rental/shared/i18n/i18n-setup.ts';
import { SiteRoutes } from './app/site-routes.tsx';
import { registerAllRemotes } from './federation/register-remotes.ts';
import { onCaughtError } from './federation/caught-errors.ts';
import { loadRemotesManifest } from './federation/remotes-config.ts';
import { shellBundles } from './i18n/shell-bundles.ts';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

async function start() {
  const storage = safeLocalStorage();
  const language = detectLanguage(window.location.search, storage);
  const [manifest] = await Promise.all([loadRemotesManifest(), initI18n(language, 'shell', shellBundles)]);
  // A language chosen with ?lang= is remembered like one chosen in the switcher.
  if (new URLSearchParams(window.location.search).has('lang')) await changeLanguage(language, storage);
  registerAllRemotes(manifest);
  performance.mark('remotes-registered');
  if (storage) persistCart(storage);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root, { onCaughtError }).render(
    <StrictMode>
      <SiteRoutes />
    </StrictMode>,
  );
}

void start();
