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

export function useDateFormat(): (isoDateTime: string) => string {
  return longDateFormat(useIntlLocales());
}
