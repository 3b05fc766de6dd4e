import type { ContentLanguage } from '@rental/shared/contracts';
import type { ContentTranslations } from './schema.ts';

/** A row's translated fields in the language asked, and the language each is actually in. */
export interface LocalizedTexts<Field extends string> {
  texts: Record<Field, string>;
  languages: Record<Field, ContentLanguage>;
}

/**
 * The row's texts in `language`, each field on its own: a field the company has not written in that
 * language is answered in English and said to be English, so the page marks it (docs/product.md#language).
 */
export function localizedTexts<Field extends string>(
  english: Record<Field, string>,
  translations: ContentTranslations<Field>,
  language: ContentLanguage,
): LocalizedTexts<Field> {
  const translated = language === 'en' ? undefined : translations[language];
  const texts = {} as Record<Field, string>;
  const languages = {} as Record<Field, ContentLanguage>;
  for (const field of Object.keys(english) as Field[]) {
    const text = translated?.[field];
    texts[field] = text || english[field];
    languages[field] = text ? language : 'en';
  }
  return { texts, languages };
}
