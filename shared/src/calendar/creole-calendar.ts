import { zonedDateParts } from './zoned-date-parts.ts';

/**
 * Haitian Creole month and weekday names. Neither Intl nor date-fns has Creole, so the date picker, the
 * e-mails and the project cards all spell them from here. Weekdays start on Sunday, as Date.getDay() counts.
 */
export const CREOLE_MONTHS = [
  'janvye',
  'fevriye',
  'mas',
  'avril',
  'me',
  'jen',
  'jiyè',
  'out',
  'septanm',
  'oktòb',
  'novanm',
  'desanm',
] as const;
export const CREOLE_WEEKDAYS = ['dimanch', 'lendi', 'madi', 'mèkredi', 'jedi', 'vandredi', 'samdi'] as const;

/** A long date in Creole, day first as in French: "14 novanm 2026", as the calendar in `timeZone` shows it. */
export function creoleLongDate(date: Date, timeZone: string): string {
  const { day, month, year } = zonedDateParts(date, timeZone);
  return `${day} ${CREOLE_MONTHS[month - 1]} ${year}`;
}
