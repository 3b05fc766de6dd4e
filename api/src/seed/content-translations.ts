import type { ContentTranslations } from '../db/schema.ts';
import { spanishContent } from './data/translations/es/index.ts';
import { frenchContent } from './data/translations/fr/index.ts';
import { creoleContent } from './data/translations/ht/index.ts';
import type { SeedContentTranslations } from './seed-types.ts';

/** The company's texts in each of the site's other languages, as the translators wrote them. */
export const contentByLanguage = { ht: creoleContent, es: spanishContent, fr: frenchContent } as const;

type Kind = keyof SeedContentTranslations;
type FieldsOf<K extends Kind> = K extends 'equipment'
  ? 'description'
  : Extract<keyof SeedContentTranslations[K][number], string>;

/**
 * One row's texts in every language that has them, as its `translations` column keeps them: a language
 * with no text for the row is left out, and the row is answered in English there.
 */
export function rowTranslations<K extends Kind>(kind: K, id: number): ContentTranslations<FieldsOf<K>> {
  const kept: ContentTranslations<FieldsOf<K>> = {};
  for (const [language, content] of Object.entries(contentByLanguage) as [
    keyof typeof contentByLanguage,
    SeedContentTranslations,
  ][]) {
    const texts: unknown = content[kind][id];
    if (texts === undefined) continue;
    kept[language] = (typeof texts === 'string' ? { description: texts } : texts) as ContentTranslations<
      FieldsOf<K>
    >[typeof language];
  }
  return kept;
}

/** One field of a row in every language that has it, as the search reads it. */
export function translatedField<K extends Kind>(
  kind: K,
  id: number,
  field: FieldsOf<K>,
): Partial<Record<keyof typeof contentByLanguage, string>> {
  const translations = rowTranslations(kind, id);
  return Object.fromEntries(
    Object.entries(translations).map(([language, fields]) => [
      language,
      (fields as Partial<Record<FieldsOf<K>, string>>)[field] ?? '',
    ]),
  );
}
