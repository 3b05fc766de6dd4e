import { registerNamespace, type NamespaceLoaders } from '@rental/shared/i18n/i18n-setup.ts';
import en from './locales/en.json';

export const CATALOGUE_NS = 'catalogue';

/** English, the default, comes with the code; each other language is fetched when a visitor reads it. */
export const catalogueLoaders: NamespaceLoaders = {
  en: () => Promise.resolve(en),
  ht: () => import('./locales/ht.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
};

/** Every exposed module awaits this, so its page renders with its texts whichever page loads first. */
export const loadCatalogueTexts = () => registerNamespace(CATALOGUE_NS, catalogueLoaders);
