import { creoleLongDate } from '@rental/shared/calendar/creole-calendar.ts';
import { LANGUAGE_LOCALES } from '@rental/shared/i18n/languages.ts';
import { keptPerLocales, useIntlLocales } from './use-intl-locales.ts';

/**
 * The company's time zone (it works from Doral, Florida). A date is written as it was there, so the
 * server and every visitor's browser, whatever their own zone, write the same day (docs/decisions/015).
 */
const COMPANY_TIME_ZONE = 'America/New_York';

/** A date and time from the API (ISO 8601) as a long date in the current language: "April 26, 2025". */
const longDateFormat = keptPerLocales((locales) => {
  const format = new Intl.DateTimeFormat(locales, { dateStyle: 'long', timeZone: COMPANY_TIME_ZONE });
  return (isoDateTime: string) => format.format(new Date(isoDateTime));
});

/** Intl knows no Haitian Creole and would write the month in English: "14 novanm 2026" instead. */
const creoleDateFormat = (isoDateTime: string) => creoleLongDate(new Date(isoDateTime), COMPANY_TIME_ZONE);

export function useDateFormat(): (isoDateTime: string) => string {
  const locales = useIntlLocales();
  return locales[0] === LANGUAGE_LOCALES.ht ? creoleDateFormat : longDateFormat(locales);
}
