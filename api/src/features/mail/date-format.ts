import type { Language } from '@rental/shared/contracts';
import { CREOLE_MONTHS, CREOLE_WEEKDAYS } from '@rental/shared/calendar/creole-calendar.ts';

function zonedParts(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return {
    year: part('year'),
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: weekdays.indexOf(part('weekday')),
    time: `${part('hour')}:${part('minute')}`,
    zone: part('timeZoneName'),
  };
}

/** A date and time as a reader of `language` writes it, in the company's time zone, with the zone named. */
export function formatDateTime(date: Date, language: Language, timeZone: string): string {
  const { year, month, day, weekday, time, zone } = zonedParts(date, timeZone);
  if (language === 'ht') {
    return `${CREOLE_WEEKDAYS[weekday]} ${day} ${CREOLE_MONTHS[month - 1]} ${year} a ${time} (${zone})`;
  }
  const local = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone });
  return `${local.format(date)} (${zone})`;
}

/** `YYYY-MM-DD HH:mm` in the company's time zone, for the operator's table. */
export function formatShortDateTime(date: Date, timeZone: string): string {
  const { year, month, day, time } = zonedParts(date, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')} ${time}`;
}
