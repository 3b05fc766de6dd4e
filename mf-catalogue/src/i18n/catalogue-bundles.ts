import type { NamespaceBundles } from '@rental/shared/i18n/i18n-setup.ts';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import ht from './locales/ht.json';

/** All four languages at once, for the tests and the translation checks; the site loads them one by one. */
export const catalogueBundles: NamespaceBundles = { en, ht, es, fr };
