import { sql } from 'drizzle-orm';
import { customType, index, type IndexColumn, text } from 'drizzle-orm/pg-core';

/**
 * What a searchable row is found by, prepared by its writer (api/src/search/search-source.ts): each
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
  /** The name in the other languages, as written (Creole without its function words)… */
  nameTranslated?: string;
  /** …and the Spanish and French ones, each stemmed by its language. */
  nameEs?: string;
  nameFr?: string;
  /** The description in the other languages: Spanish and French stemmed by theirs, Creole as written. */
  textEs?: string;
  textFr?: string;
  textHt?: string;
}

export const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

const emptyVector = (name: string) =>
  tsvector(name)
    .notNull()
    .default(sql`''::tsvector`);

/**
 * A searchable row's vectors, one per field, so the ranking knows where a word was found from which vector
 * holds it (docs/decisions/020-search-relevance.md): the name, the tags (an item's subcategory), the group
 * (its category), the text (its description); and all four in one, which the GIN index finds rows by. They
 * hold lexemes alone, without positions: small enough to stay in the row, uncompressed, so testing one
 * costs little. `search_hash` is the hash of the source they were made from: the writer makes them again
 * only when it changes.
 */
export const searchColumns = () => ({
  searchHash: text('search_hash').notNull().default(''),
  nameVector: emptyVector('name_vector'),
  tagsVector: emptyVector('tags_vector'),
  groupVector: emptyVector('group_vector'),
  textVector: emptyVector('text_vector'),
  searchVector: tsvector('search_vector')
    .notNull()
    .generatedAlwaysAs(sql.raw('name_vector || tags_vector || group_vector || text_vector')),
});

/** The GIN index the search finds rows by: any of their vectors holding a word. */
export const searchIndex = (name: string, t: { searchVector: IndexColumn }) =>
  index(name).using('gin', t.searchVector);
