import { registerNamespace, type NamespaceBundles } from '@rental/shared/i18n/i18n-setup.ts';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import ht from './locales/ht.json';

export const CATALOGUE_NS = 'catalogue';
export const catalogueBundles: NamespaceBundles = { en, ht, es, fr };

/** Every exposed module imports this, so the namespace is there whichever page loads first. */
registerNamespace(CATALOGUE_NS, catalogueBundles);
