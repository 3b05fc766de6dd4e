import type { Day, FormatDistanceToken, Locale, Month } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { CREOLE_MONTHS, CREOLE_WEEKDAYS } from '@rental/shared/calendar/creole-calendar.ts';

/**
 * date-fns has no Haitian Creole locale, so the date picker would fall back to English. This one gives it
 * Creole month and day names, formats and phrases. Creole orders dates like French (lendi 20 jiyè 2026)
 * and starts the week on Monday, so French supplies what Creole shares with it: ordinal numbers, eras,
 * quarters and the day periods a 24-hour picker never shows.
 */
const MONTHS = {
  wide: CREOLE_MONTHS,
  abbreviated: ['jan', 'fev', 'mas', 'avr', 'me', 'jen', 'jiy', 'out', 'sep', 'okt', 'nov', 'des'],
  narrow: ['J', 'F', 'M', 'A', 'M', 'J', 'J', 'O', 'S', 'O', 'N', 'D'],
};

const DAYS = {
  wide: CREOLE_WEEKDAYS,
  abbreviated: ['dim', 'len', 'mad', 'mèk', 'jed', 'van', 'sam'],
  short: ['di', 'le', 'ma', 'mè', 'je', 'va', 'sa'],
  narrow: ['D', 'L', 'M', 'M', 'J', 'V', 'S'],
};

type Width = 'narrow' | 'short' | 'abbreviated' | 'wide' | 'any';

const pick = (table: Record<string, readonly string[]>, index: number, width: Width = 'wide') =>
  (table[width] ?? table.wide)?.[index] ?? '';

/** Matches a month or day name at the start of `text`, longest names first, whatever the width asked. */
function nameMatcher<T extends number>(table: Record<string, readonly string[]>) {
  const candidates = Object.values(table)
    .flatMap((names) => names.map((name, index) => ({ name: name.toLowerCase(), index })))
    .filter(({ name }) => name.length > 1)
    .sort((a, b) => b.name.length - a.name.length);
  return (text: string) => {
    const lower = text.toLowerCase();
    const found = candidates.find(({ name }) => lower.startsWith(name));
    return found ? { value: found.index as T, rest: text.slice(found.name.length) } : null;
  };
}

const DISTANCE: Record<FormatDistanceToken, [one: string, other: string]> = {
  lessThanXSeconds: ['mwens pase yon segonn', 'mwens pase {{count}} segonn'],
  xSeconds: ['1 segonn', '{{count}} segonn'],
  halfAMinute: ['30 segonn', '30 segonn'],
  lessThanXMinutes: ['mwens pase yon minit', 'mwens pase {{count}} minit'],
  xMinutes: ['1 minit', '{{count}} minit'],
  aboutXHours: ['anviwon 1 èdtan', 'anviwon {{count}} èdtan'],
  xHours: ['1 èdtan', '{{count}} èdtan'],
  xDays: ['1 jou', '{{count}} jou'],
  aboutXWeeks: ['anviwon 1 semèn', 'anviwon {{count}} semèn'],
  xWeeks: ['1 semèn', '{{count}} semèn'],
  aboutXMonths: ['anviwon 1 mwa', 'anviwon {{count}} mwa'],
  xMonths: ['1 mwa', '{{count}} mwa'],
  aboutXYears: ['anviwon 1 an', 'anviwon {{count}} an'],
  xYears: ['1 an', '{{count}} an'],
  overXYears: ['plis pase 1 an', 'plis pase {{count}} an'],
  almostXYears: ['prèske 1 an', 'prèske {{count}} an'],
};

const RELATIVE = {
  lastWeek: "eeee 'pase a' 'a' p",
  yesterday: "'yè a' p",
  today: "'jodi a a' p",
  tomorrow: "'demen a' p",
  nextWeek: "eeee 'pwochen' 'a' p",
  other: 'P',
};

const DATE_FORMATS = { full: 'EEEE d MMMM y', long: 'd MMMM y', medium: 'd MMM y', short: 'dd/MM/y' };
const TIME_FORMATS = { full: 'HH:mm:ss zzzz', long: 'HH:mm:ss z', medium: 'HH:mm:ss', short: 'HH:mm' };
const DATE_TIME_FORMATS = {
  full: "{{date}} 'a' {{time}}",
  long: "{{date}} 'a' {{time}}",
  medium: '{{date}}, {{time}}',
  short: '{{date}}, {{time}}',
};

type FormatWidth = keyof typeof DATE_FORMATS;
const byWidth =
  (formats: Record<FormatWidth, string>) =>
  (options: { width?: string } = {}) =>
    formats[(options.width ?? 'full') as FormatWidth] ?? formats.full;

export const ht: Locale = {
  ...fr,
  code: 'ht',
  formatDistance: (token, count, options) => {
    const [one, other] = DISTANCE[token];
    const text = (count === 1 ? one : other).replace('{{count}}', String(count));
    if (!options?.addSuffix) return text;
    return options.comparison !== undefined && options.comparison > 0 ? `nan ${text}` : `sa gen ${text}`;
  },
  formatRelative: (token) => RELATIVE[token],
  formatLong: {
    date: byWidth(DATE_FORMATS),
    time: byWidth(TIME_FORMATS),
    dateTime: byWidth(DATE_TIME_FORMATS),
  },
  localize: {
    ...fr.localize,
    month: (month: Month, options) => pick(MONTHS, month, options?.width),
    day: (day: Day, options) => pick(DAYS, day, options?.width),
  },
  match: { ...fr.match, month: nameMatcher<Month>(MONTHS), day: nameMatcher<Day>(DAYS) },
  options: { weekStartsOn: 1, firstWeekContainsDate: 4 },
};
