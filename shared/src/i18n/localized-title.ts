import { useCallback } from 'react';
import type { Language } from '../contracts/vocabulary.ts';
import { useLanguage } from './use-language.ts';

/** A category or subcategory as the API sends it: its English title and its title in the other languages. */
export interface Titled {
  title: string;
  translations?: Partial<Record<Exclude<Language, 'en'>, string>>;
}

/**
 * Its title in `language`: the company writes category names in all four languages (docs/product.md#language);
 * a missing translation falls back to English, as every text does.
 */
export const localizedTitle = (titled: Titled, language: Language): string =>
  (language === 'en' ? undefined : titled.translations?.[language]) || titled.title;

/** `localizedTitle` in the page's language; components render again when it changes. */
export function useLocalizedTitle(): (titled: Titled) => string {
  const language = useLanguage();
  return useCallback((titled: Titled) => localizedTitle(titled, language), [language]);
}
