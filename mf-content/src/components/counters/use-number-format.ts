import { useLanguage } from '@rental/shared/i18n/use-language.ts';
import { formatWholeNumber } from './whole-number.ts';

/** Whole numbers grouped the way the current language writes them (1,250 / 1 250). */
export function useNumberFormat(): (value: number) => string {
  const language = useLanguage();
  return (value) => formatWholeNumber(value, language);
}
