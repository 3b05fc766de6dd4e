import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * What visitors type, per language, and the catalogue's own English words it means: a search holding `term`
 * also looks for `means` (docs/decisions/020-search-relevance.md). Written by the seed from its data.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    language: text('language').notNull(),
    term: text('term').notNull(),
    means: text('means').notNull(),
  },
  // A term may mean several things ("bocina": line arrays, monitors and subwoofers), one row each.
  (t) => [uniqueIndex('search_synonyms_language_term_means_key').on(t.language, t.term, t.means)],
);

/**
 * Every word the catalogue and the synonyms hold, but function words, with its lexemes in every language the
 * search stems by: a query's word is known when its lexemes meet a word's, and an unknown word is corrected
 * to the words nearest it (the trigram index). `named` when a name, a title or a synonym holds it, not a
 * description alone: a function word of some language ("de") is searched only then. Rebuilt by the seed.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: text('word').primaryKey(),
    lexemes: text('lexemes').array().notNull(),
    named: boolean('named').notNull(),
  },
  (t) => [
    // Nearest words by trigrams (`<->`, `<<->`) with no threshold, and a word's beginning (`LIKE 'gen%'`).
    index('search_vocabulary_word_trgm_idx').using('gist', t.word.op('gist_trgm_ops')),
    index('search_vocabulary_lexemes_idx').using('gin', t.lexemes),
  ],
);

/**
 * Searches that found nothing, counted per query as `searchKey` writes it (folded words) and nothing else
 * about who searched: what operators read to learn which synonym to add.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    query: text('query').primaryKey(),
    searches: integer('searches').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('search_misses_searches_idx').on(t.searches)],
);
