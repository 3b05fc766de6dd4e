import i18next from 'i18next';
import { useCallback } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';
import { useLanguage } from './use-language.ts';

/**
 * The header the site server gives the request its page's loaders run with: the language it renders the
 * page in, which it chose from the address and the visitor's cookie (docs/decisions/015).
 */
export const PAGE_LANGUAGE_HEADER = 'x-page-language';

/**
 * The language a route's loader asks the API's texts in (docs/product.md#language): on the server the one the
 * page renders in; in the browser the one the page is read in now, which a switch changes before the
 * loaders run again.
 */
export function loaderLanguage(request: Request): Language {
  const told = request.headers.get(PAGE_LANGUAGE_HEADER);
  if (isLanguage(told)) return told;
  return isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : DEFAULT_LANGUAGE;
}

/**
 * The `lang` attribute of a text the API answered in `language`: none when it is the page's own, else that
 * language, so a text that fell back to English is marked as English (WCAG 3.1.2).
 */
export const textLang = (language: Language, pageLanguage: Language): Language | undefined =>
  language === pageLanguage ? undefined : language;

/** `textLang` against the page's language; components render again when it changes. */
export function useTextLang(): (language: Language | undefined) => Language | undefined {
  const page = useLanguage();
  return useCallback((language) => (language === undefined ? undefined : textLang(language, page)), [page]);
}
