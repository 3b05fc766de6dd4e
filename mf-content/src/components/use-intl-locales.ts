import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_LOCALES,
  LANGUAGES,
  type Language,
} from '@rental/shared/i18n/languages.ts';

const INTL_LOCALES = new Map<Language, readonly string[]>(
  LANGUAGES.map((language) => [
    language,
    [...new Set([LANGUAGE_LOCALES[language], LANGUAGE_LOCALES[DEFAULT_LANGUAGE]])],
  ]),
);
const ENGLISH_LOCALES = [LANGUAGE_LOCALES[DEFAULT_LANGUAGE]] as const;

/**
 * The locales for Intl number and date formatting: the current language's BCP 47 tag, then English.
 * Intl knows no Haitian Creole; without a fallback of our own it would use the runtime's default locale,
 * which differs between the server and the visitor's browser, and the hydrated page would not match
 * the server's (docs/decisions/015).
 */
export function useIntlLocales(): readonly string[] {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return INTL_LOCALES.get(language) ?? ENGLISH_LOCALES;
}

/**
 * One formatter per set of locales (each language has one set, always the same array), made once:
 * making an Intl formatter costs far more than using it, and the server renders every page afresh.
 */
export function keptPerLocales<T>(
  make: (locales: readonly string[]) => T,
): (locales: readonly string[]) => T {
  const kept = new Map<readonly string[], T>();
  return (locales) => {
    let value = kept.get(locales);
    if (value === undefined) {
      value = make(locales);
      kept.set(locales, value);
    }
    return value;
  };
}
