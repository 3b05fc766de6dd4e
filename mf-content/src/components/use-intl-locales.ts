import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_LOCALES } from '@rental/shared/i18n/languages.ts';

/**
 * The locales for Intl number and date formatting: the current language's BCP 47 tag, then English.
 * Intl knows no Haitian Creole; without a fallback of our own it would use the runtime's default locale,
 * which differs between the server and the visitor's browser, and the hydrated page would not match
 * the server's (docs/decisions/015).
 */
export function useIntlLocales(): readonly string[] {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return useMemo(
    () => [...new Set([LANGUAGE_LOCALES[language], LANGUAGE_LOCALES[DEFAULT_LANGUAGE]])],
    [language],
  );
}
