export interface ZonedDateParts {
  year: string;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 for Sunday, as Date.getDay() counts. */
  weekday: number;
  /** `HH:mm`, 24-hour. */
  time: string;
  /** The zone's short name at that moment: "EST", "GMT+1". */
  zone: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const readers = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as a clock and a calendar in `timeZone` show it, whatever the zone of the machine that reads
 * it: for the dates Intl does not write itself (Haitian Creole's, the operator's `YYYY-MM-DD HH:mm`).
 */
export function zonedDateParts(date: Date, timeZone: string): ZonedDateParts {
  let reader = readers.get(timeZone);
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    readers.set(timeZone, reader);
  }
  const parts = reader.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: WEEKDAYS.indexOf(part('weekday')),
    time: `${part('hour')}:${part('minute')}`,
    zone: part('timeZoneName'),
  };
}
