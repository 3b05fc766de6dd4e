/**
 * Haitian Creole month and weekday names. Neither Intl nor date-fns has Creole, so the date picker and the
 * e-mails both spell them from here. Weekdays start on Sunday, as Date.getDay() counts.
 */
export const CREOLE_MONTHS = [
  'janvye',
  'fevriye',
  'mas',
  'avril',
  'me',
  'jen',
  'jiyè',
  'out',
  'septanm',
  'oktòb',
  'novanm',
  'desanm',
] as const;
export const CREOLE_WEEKDAYS = ['dimanch', 'lendi', 'madi', 'mèkredi', 'jedi', 'vandredi', 'samdi'] as const;
