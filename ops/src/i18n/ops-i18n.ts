import type { NamespaceLoaders } from '@rental/shared/i18n/i18n-setup.ts';
import en from './locales/en.json';

export const OPS_NS = 'ops';

/** English comes with the console; each other language is fetched when an operator reads it. */
export const opsLoaders: NamespaceLoaders = {
  en: () => Promise.resolve(en),
  ht: () => import('./locales/ht.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
};
