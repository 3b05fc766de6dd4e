import type { Language } from '@rental/shared/i18n/languages.ts';

/**
 * What each language puts between groups of three digits, as Intl writes whole numbers for its
 * `FORMAT_LOCALES` (en-US, es-US: a comma; fr-FR, and fr-HT for Haitian Creole: a narrow no-break space). Written
 * here rather than asked of Intl: a page's first number formatter costs a phone about 75 ms of its main
 * thread while the home page hydrates (docs/decisions/021), and the browser's Intl and the server's need
 * not agree for a language they do not know (Haitian Creole).
 */
const GROUP_SEPARATOR: Record<Language, string> = { en: ',', ht: '\u202f', es: ',', fr: '\u202f' };

/** A whole number grouped the way `language` writes it: 1,250 / 1 250. */
export function formatWholeNumber(value: number, language: Language): string {
  const digits = String(Math.abs(Math.round(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR[language]);
  return value <= -0.5 ? `-${grouped}` : grouped;
}
