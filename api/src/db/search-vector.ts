import { customType } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * What a searchable row is found by, prepared by the writer (api/src/features/search/search-source.ts): each
 * part is folded words separated by spaces, so the database's parser only splits them and every engine
 * reads the same words (docs/decisions/020-search-relevance.md).
 */
export interface SearchSource {
  /** The name's words, and each pair of neighbours joined ("C-Stand" also as "cstand"). */
  name?: string;
  /** Every word of the titles and tags in every language, as written (prefixes, Haitian Creole). */
  tags?: string;
  /** The tags in English, Spanish and French, each stemmed by its own language. */
  en?: string;
  es?: string;
  fr?: string;
  /** The wider group's titles (an item's category), as the tags are written: found, but after the tags. */
  group?: string;
  groupEn?: string;
  groupEs?: string;
  groupFr?: string;
  /** The description, in English. */
  text?: string;
}

export const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

const part = (key: keyof SearchSource) => `coalesce(search_source->>'${key}', '')`;

/** Titles as written and stemmed by their own language. */
const titles = (
  written: keyof SearchSource,
  en: keyof SearchSource,
  es: keyof SearchSource,
  fr: keyof SearchSource,
) =>
  [
    `to_tsvector('simple', ${part(written)})`,
    `to_tsvector('english', ${part(en)})`,
    `to_tsvector('spanish', ${part(es)})`,
    `to_tsvector('french', ${part(fr)})`,
  ].join(' || ');

/**
 * The row's search vector, computed by the database from `search_source` whenever it changes. Weights say
 * where a word was found, which ranking reads: A the name, B the subcategory and other tags, C the wider
 * category, D the description. Names and titles are there both as written ('simple', for prefixes and
 * exact words) and stemmed, so "generators" finds "Generator" and "lenses" finds "Lens".
 */
export const SEARCH_VECTOR_SQL = sql.raw(
  [
    `setweight(to_tsvector('simple', ${part('name')}) || to_tsvector('english', ${part('name')}), 'A')`,
    `setweight(${titles('tags', 'en', 'es', 'fr')}, 'B')`,
    `setweight(${titles('group', 'groupEn', 'groupEs', 'groupFr')}, 'C')`,
    `setweight(to_tsvector('english', ${part('text')}), 'D')`,
  ].join(' || '),
);
