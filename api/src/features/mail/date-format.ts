import type { Language } from '@rental/shared/contracts';
import { CREOLE_MONTHS, CREOLE_WEEKDAYS } from '@rental/shared/calendar/creole-calendar.ts';
import { zonedDateParts } from '@rental/shared/calendar/zoned-date-parts.ts';

/** A date and time as a reader of `language` writes it, in the company's time zone, with the zone named. */
export function formatDateTime(date: Date, language: Language, timeZone: string): string {
  const { year, month, day, weekday, time, zone } = zonedDateParts(date, timeZone);
  if (language === 'ht') {
    return `${CREOLE_WEEKDAYS[weekday]} ${day} ${CREOLE_MONTHS[month - 1]} ${year} a ${time} (${zone})`;
  }
  const local = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone });
  return `${local.format(date)} (${zone})`;
}

/** `YYYY-MM-DD HH:mm` in the company's time zone, for the operator's table. */
export function formatShortDateTime(date: Date, timeZone: string): string {
  const { year, month, day, time } = zonedDateParts(date, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')} ${time}`;
}
