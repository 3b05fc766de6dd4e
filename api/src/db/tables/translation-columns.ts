import { jsonb } from 'drizzle-orm/pg-core';

/** A title in the site's other languages; English is the row's own `title`. */
export interface TitleTranslations {
  ht: string;
  es: string;
  fr: string;
}

export const translationsColumn = () =>
  jsonb('translations').$type<TitleTranslations>().notNull().default({ ht: '', es: '', fr: '' });

/**
 * The company's texts of a row in the site's other languages, by language and field; English is the row's
 * own columns. A field missing in a language is answered in English (docs/product.md#language).
 */
export type ContentTranslations<Field extends string> = Partial<
  Record<keyof TitleTranslations, Partial<Record<Field, string>>>
>;

export const contentTranslationsColumn = <Field extends string>() =>
  jsonb('translations').$type<ContentTranslations<Field>>().notNull().default({});
