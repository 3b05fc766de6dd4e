import type { Language } from '@rental/shared/i18n/languages.ts';

/**
 * How a date is shown and typed in each language, with the time (24-hour); a date typed without a time is
 * accepted too. English (US) writes the month first; Haitian Creole, Spanish and French the day, so that
 * 07/08 reads as each visitor means it. What the form sends the API does not change with it.
 */
const MONTH_FIRST = ['MM/dd/yyyy HH:mm', 'MM/dd/yyyy'];
const DAY_FIRST = ['dd/MM/yyyy HH:mm', 'dd/MM/yyyy'];
export const DATE_INPUT_FORMATS: Record<Language, string[]> = {
  en: MONTH_FIRST,
  ht: DAY_FIRST,
  es: DAY_FIRST,
  fr: DAY_FIRST,
};

/** The picker's year range ends with 2100. */
export const PICKER_MAX_DATE = new Date(2100, 11, 31, 23, 59);

/** Times come in 5-minute steps (docs/product.md#validation-quote). */
export const TIME_STEP_MINUTES = 5;

/** 'Now' lands on the picker's 5-minute grid, rounded up so it is never already in the past. */
export function nowOnStep(now: Date): Date {
  const rounded = new Date(now);
  rounded.setSeconds(0, 0);
  const extra = rounded.getMinutes() % TIME_STEP_MINUTES;
  if (extra !== 0 || now.getSeconds() > 0 || now.getMilliseconds() > 0)
    rounded.setMinutes(rounded.getMinutes() - extra + TIME_STEP_MINUTES);
  return rounded;
}

/** The start of the visitor's today: the earliest moment a delivery can be picked. */
export const startOfToday = (now = new Date()) => new Date(now.getFullYear(), now.getMonth(), now.getDate());
