import { format, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import { registerLocale } from 'react-datepicker';
import type { Language } from '@rental/shared/i18n/languages.ts';
import { ht } from './creole-date-locale.ts';

/**
 * US English whose full date says the day as the calendar shows it ("Monday, November 2, 2026", not "2nd"):
 * a day's spoken name then contains its visible number, so voice control can name it (WCAG 2.5.3).
 */
const enUSDayNumbers: Locale = {
  ...enUS,
  formatLong: {
    ...enUS.formatLong,
    date: (options) => (options.width === 'full' ? 'EEEE, MMMM d, y' : enUS.formatLong.date(options)),
  },
};

const LOCALES: Record<Language, Locale> = { en: enUSDayNumbers, ht, es, fr };

/**
 * The name react-datepicker knows each interface language's date-fns locale by. Not "en": the picker
 * formats that name with date-fns' built-in English instead of the registered locale.
 */
export const pickerLocale = (language: Language): string => `picker-${language}`;

for (const [language, locale] of Object.entries(LOCALES) as [Language, Locale][])
  registerLocale(pickerLocale(language), locale);

/** A picked date and time in words, for screen readers: 'lundi 20 juillet 2026, 14:30'. */
export const spokenDate = (date: Date, language: Language) =>
  format(date, 'PPPP, HH:mm', { locale: LOCALES[language] });

/** The twelve month names in the language, January first, as the month menu lists them. */
export const monthNames = (language: Language): string[] =>
  Array.from({ length: 12 }, (_, month) =>
    format(new Date(2000, month, 1), 'LLLL', { locale: LOCALES[language] }),
  );
