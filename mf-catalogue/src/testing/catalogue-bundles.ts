import type { NamespaceBundles } from '@rental/shared/i18n/i18n-setup.ts';
import en from '../i18n/locales/en.json';
import es from '../i18n/locales/es.json';
import fr from '../i18n/locales/fr.json';
import ht from '../i18n/locales/ht.json';

/** All four languages at once, for the tests and the translation checks; the site loads them one by one. */
export const catalogueBundles: NamespaceBundles = { en, ht, es, fr };
