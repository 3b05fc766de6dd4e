import { keptPerLocales, useIntlLocales } from '../use-intl-locales.ts';

const wholeNumberFormat = keptPerLocales((locales) => {
  const format = new Intl.NumberFormat(locales, { maximumFractionDigits: 0 });
  return (value: number) => format.format(value);
});

/** Whole numbers grouped the way the current language writes them (1,250 / 1 250 / 1.250). */
export function useNumberFormat(): (value: number) => string {
  return wholeNumberFormat(useIntlLocales());
}
