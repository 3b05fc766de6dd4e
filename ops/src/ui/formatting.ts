import { LANGUAGE_LOCALES, type Language } from '@rental/shared/i18n/languages.ts';

/** A moment as an operator on call reads it: the time of day, with the date when it is not today. */
export function formatMoment(at: string | number, language: Language, now = Date.now()): string {
  const date = new Date(at);
  const sameDay = new Date(now).toDateString() === date.toDateString();
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(date);
}

/** "3 minutes ago", in the operator's language. */
export function formatAgo(at: string | number, language: Language, now = Date.now()): string {
  const seconds = Math.round((new Date(at).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(LANGUAGE_LOCALES[language], { numeric: 'auto' });
  if (Math.abs(seconds) < 60) return format.format(seconds, 'second');
  if (Math.abs(seconds) < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (Math.abs(seconds) < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
}

export const formatNumber = (value: number, language: Language, digits = 0) =>
  new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  }).format(value);

/** A share of views, as a percent with one decimal. */
export const formatShare = (value: number, language: Language) =>
  new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
