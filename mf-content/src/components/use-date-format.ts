import { creoleLongDate } from '@rental/shared/calendar/creole-calendar.ts';
import { LANGUAGE_LOCALES } from '@rental/shared/i18n/languages.ts';
import { siteConfig } from '@rental/shared/site/site-config.ts';
import { keptPerLocales, useIntlLocales } from './use-intl-locales.ts';

/** A date and time from the API (ISO 8601) as a long date in the current language: "April 26, 2025". */
const longDateFormat = keptPerLocales((locales) => {
  const format = new Intl.DateTimeFormat(locales, { dateStyle: 'long', timeZone: siteConfig.timeZone });
  return (isoDateTime: string) => format.format(new Date(isoDateTime));
});

/** Intl knows no Haitian Creole and would write the month in English: "14 novanm 2026" instead. */
const creoleDateFormat = (isoDateTime: string) => creoleLongDate(new Date(isoDateTime), siteConfig.timeZone);

export function useDateFormat(): (isoDateTime: string) => string {
  const locales = useIntlLocales();
  return locales[0] === LANGUAGE_LOCALES.ht ? creoleDateFormat : longDateFormat(locales);
}
