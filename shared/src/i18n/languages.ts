import { LANGUAGES, type Language } from '../contracts/vocabulary.ts';

export { LANGUAGES, type Language };

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * Each language by its own name, as the switcher shows it. Haitian Creole goes by its everyday name, short
 * enough for the switcher in a phone's header (docs/product.md#language).
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ht: 'Kreyòl',
  es: 'Español',
  fr: 'Français',
};

/** BCP 47 tags for Intl formatting of dates and numbers. */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  en: 'en-US',
  ht: 'ht-HT',
  es: 'es-US',
  fr: 'fr-FR',
};

/**
 * The locale Intl writes each language's numbers and times with. Intl has no Haitian Creole: Haiti writes
 * them as French does (1 250, a 24-hour clock, a space before %), which Intl knows as fr-HT.
 */
export const FORMAT_LOCALES: Record<Language, string> = {
  en: 'en-US',
  ht: 'fr-HT',
  es: 'es-US',
  fr: 'fr-FR',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
