import { format, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import { registerLocale } from 'react-datepicker';
import type { Language } from '@rental/shared/i18n/languages.ts';
import { ht } from './creole-date-locale.ts';

const LOCALES: Record<Language, Locale> = { en: enUS, ht, es, fr };

for (const [language, locale] of Object.entries(LOCALES)) registerLocale(language, locale);

/** The name react-datepicker knows each interface language's date-fns locale by. */
export const pickerLocale = (language: Language): string => language;

/** A picked date and time in words, for screen readers: 'lundi 20 juillet 2026, 14:30'. */
export const spokenDate = (date: Date, language: Language) =>
  format(date, 'PPPP, HH:mm', { locale: LOCALES[language] });

/** The twelve month names in the language, January first, as the month menu lists them. */
export const monthNames = (language: Language): string[] =>
  Array.from({ length: 12 }, (_, month) =>
    format(new Date(2000, month, 1), 'LLLL', { locale: LOCALES[language] }),
  );
