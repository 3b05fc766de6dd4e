import type { NamespaceLoaders } from '@rental/shared/i18n/i18n-setup.ts';
import en from './locales/en.json';

export const SHELL_NS = 'shell';

/** English, the default, comes with the shell; each other language is fetched when a visitor reads it. */
export const shellLoaders: NamespaceLoaders = {
  en: () => Promise.resolve(en),
  ht: () => import('./locales/ht.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
};
