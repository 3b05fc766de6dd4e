import { useMemo } from 'react';
import { useLocale } from '../use-locale.ts';

/** Whole numbers grouped the way the current language writes them (1,250 / 1 250 / 1.250). */
export function useNumberFormat(): (value: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    return (value: number) => format.format(value);
  }, [locale]);
}
