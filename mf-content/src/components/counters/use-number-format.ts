import { useMemo } from 'react';
import { useIntlLocales } from '../use-intl-locales.ts';

/** Whole numbers grouped the way the current language writes them (1,250 / 1 250 / 1.250). */
export function useNumberFormat(): (value: number) => string {
  const locales = useIntlLocales();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locales, { maximumFractionDigits: 0 });
    return (value: number) => format.format(value);
  }, [locales]);
}
