import { LANGUAGE_PARAM } from '../i18n/address-language.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, LANGUAGES, type Language } from '../i18n/languages.ts';
import { LIST_SEARCH_PARAMS } from '../routes/paths.ts';

export interface LanguageAlternate {
  hrefLang: Language | 'x-default';
  href: string;
}

/** `/equipments/` and `/equipments` are one page: the form without the trailing slash is the one to file. */
const normalPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : '/');

/**
 * The address a page is filed under in one language. Every other query parameter is dropped: `mf` picks
 * a build, `query` and `sort` a view of the same list. `?lang=` is kept for the translations because it is
 * what makes them translations (a crawler has no remembered choice): each language version names itself,
 * as hreflang requires, and English, the default, stays the bare path. A list page after the first
 * (`listPage`) shows items of its own, so it is filed under its own `?page=`, after the language as the
 * list's own links to it write them.
 */
export function canonicalUrl(origin: string, pathname: string, language: Language, listPage = 1): string {
  const url = new URL(normalPath(pathname), origin);
  if (language !== DEFAULT_LANGUAGE) url.searchParams.set(LANGUAGE_PARAM, language);
  if (listPage > 1) url.searchParams.set(LIST_SEARCH_PARAMS.page, String(listPage));
  return url.href;
}

/** The page in every language, and the bare path for visitors whose language is none of them. */
export function languageAlternates(origin: string, pathname: string, listPage = 1): LanguageAlternate[] {
  return [
    ...LANGUAGES.map((language) => ({
      hrefLang: language,
      href: canonicalUrl(origin, pathname, language, listPage),
    })),
    { hrefLang: 'x-default', href: canonicalUrl(origin, pathname, DEFAULT_LANGUAGE, listPage) },
  ];
}

/** Open Graph spells locales with an underscore (`en_US`). */
export const openGraphLocale = (language: Language): string => LANGUAGE_LOCALES[language].replace('-', '_');
