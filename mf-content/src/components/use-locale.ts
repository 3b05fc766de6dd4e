import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_LOCALES } from '@rental/shared/i18n/languages.ts';

/** The BCP 47 tag of the current language, for Intl number and date formatting (DESIGN §4). */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return LANGUAGE_LOCALES[isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE];
}
