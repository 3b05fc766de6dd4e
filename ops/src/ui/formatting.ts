import { FORMAT_LOCALES, type Language } from '@rental/shared/i18n/languages.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** A moment as an operator on call reads it: the time of day, with the date when it is not today. */
export function formatMoment(at: string | number, language: Language, now = Date.now()): string {
  const date = new Date(at);
  const sameDay = new Date(now).toDateString() === date.toDateString();
  return new Intl.DateTimeFormat(FORMAT_LOCALES[language], {
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(date);
}

/** Hours and minutes, as the charts' time axis shows them. */
export const clockFormat = (language: Language) =>
  new Intl.DateTimeFormat(FORMAT_LOCALES[language], { hour: '2-digit', minute: '2-digit' });

/** "5 min ago", in the operator's language, in words every one of the four has. */
export function formatAgo(at: string | number, t: Translate, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(at).getTime()) / 1000));
  if (seconds < 60) return t('ago.seconds', { value: seconds });
  if (seconds < 3600) return t('ago.minutes', { value: Math.round(seconds / 60) });
  if (seconds < 86_400) return t('ago.hours', { value: Math.round(seconds / 3600) });
  return t('ago.days', { value: Math.round(seconds / 86_400) });
}

export const formatNumber = (value: number, language: Language, digits = 0) =>
  new Intl.NumberFormat(FORMAT_LOCALES[language], {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  }).format(value);

/** A share of views, as a percent with one decimal. */
export const formatShare = (value: number, language: Language) =>
  new Intl.NumberFormat(FORMAT_LOCALES[language], {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
