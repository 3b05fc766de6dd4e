import { initI18n } from '@rental/shared/i18n/i18n-setup.ts';
import { detectLanguage } from '@rental/shared/i18n/language-choice.ts';
import { createRoot } from 'react-dom/client';
import '@rental/shared/ui/theme.css';
import './ui/console.css';
import { ConsoleApp } from './console-app.tsx';
import { OPS_NS, opsLoaders } from './i18n/ops-i18n.ts';

const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
})();

void initI18n(detectLanguage(window.location.search, storage), OPS_NS, opsLoaders).then(() =>
  createRoot(document.getElementById('console')!).render(<ConsoleApp />),
);
