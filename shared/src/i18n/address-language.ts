import { isLanguage, type Language } from './languages.ts';

/** The address's part that names a page's language, first in the order of docs/product.md#language. */
export const LANGUAGE_PARAM = 'lang';

/** The language the address names (`?lang=es`), when it names one of the site's. */
export function languageInAddress(search: string): Language | null {
  const named = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguage(named) ? named : null;
}

/**
 * The search part of an address that names another language than the page is read in, made to name
 * `language`; `null` when it names none (the remembered choice speaks for it) or already that one. Every
 * other parameter is kept, with spaces written `%20` as the site's own links write them.
 */
export function searchInLanguage(search: string, language: Language): string | null {
  const named = languageInAddress(search);
  if (named === null || named === language) return null;
  const next = new URLSearchParams(search);
  next.set(LANGUAGE_PARAM, language);
  return `?${next.toString().replace(/\+/g, '%20')}`;
}
