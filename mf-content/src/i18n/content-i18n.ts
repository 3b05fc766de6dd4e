import { registerNamespace, type NamespaceBundles } from '@rental/shared/i18n/i18n-setup.ts';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import ht from './locales/ht.json';

export const CONTENT_NS = 'content';
export const contentBundles: NamespaceBundles = { en, ht, es, fr };

registerNamespace(CONTENT_NS, contentBundles);
