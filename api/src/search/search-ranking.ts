import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { tsqueryText, type SearchTerm } from './search-terms.ts';

/** A searchable table's vectors, one per field (db/search-columns.ts), best field first, and all in one. */
export interface SearchVectors {
  name: AnyPgColumn | SQL;
  tags: AnyPgColumn | SQL;
  group: AnyPgColumn | SQL;
  text: AnyPgColumn | SQL;
  all: AnyPgColumn | SQL;
}

/** A statement's search inputs: `tsquery` texts, or placeholders for them in a prepared statement. */
export type SearchInput = string | Placeholder;

/** One term's queries: found as typed (or a form of it), or corrected. */
export interface TermInputs {
  exact: SearchInput;
  corrected: SearchInput;
}

export interface SearchInputs {
  /** Any term, any way: the rows the GIN index finds. */
  any: SearchInput;
  /** Every term as typed: the rows of the best bucket hold it in their name and their text. */
  all: SearchInput;
  terms: TermInputs[];
}

const termKey = (i: number, way: keyof TermInputs) => `term${i}_${way}`;

/** Placeholders for a statement of `count` terms; `searchValues` fills them. */
export const searchPlaceholders = (count: number): SearchInputs => ({
  any: sql.placeholder('any'),
  all: sql.placeholder('all'),
  terms: Array.from({ length: count }, (_, i) => ({
    exact: sql.placeholder(termKey(i, 'exact')),
    corrected: sql.placeholder(termKey(i, 'corrected')),
  })),
});

const anyText = (terms: SearchTerm[]) =>
  tsqueryText(terms.flatMap((term) => [...term.exact, ...term.corrected]));
const allText = (terms: SearchTerm[]) => terms.map((term) => `(${tsqueryText(term.exact)})`).join(' & ');

/** The `tsquery` texts of a plan's terms, in the shape `searchPlaceholders` names them. */
export function searchValues(terms: SearchTerm[]): Record<string, string> {
  const values: Record<string, string> = { any: anyText(terms), all: allText(terms) };
  terms.forEach((term, i) => {
    values[termKey(i, 'exact')] = tsqueryText(term.exact);
    values[termKey(i, 'corrected')] = tsqueryText(term.corrected);
  });
  return values;
}

/** The same inputs with their texts written in, for a statement run once (the tests' plans, a suggestion). */
export function searchInputsOf(terms: SearchTerm[]): SearchInputs {
  return {
    any: anyText(terms),
    all: allText(terms),
    terms: terms.map((term) => ({ exact: tsqueryText(term.exact), corrected: tsqueryText(term.corrected) })),
  };
}

const asQuery = (input: SearchInput): SQL => sql`${input}::tsquery`;

const FIELDS = ['name', 'tags', 'group', 'text'] as const;

/** Whether a row holds any term at all: the rows a search finds, through the GIN index of the vector of all. */
export const matchesAny = (vectors: SearchVectors, inputs: SearchInputs): SQL =>
  sql`${vectors.all} @@ ${asQuery(inputs.any)}`;

/**
 * Whether a row is in the best bucket of the ranking: every term as typed in its name and in its text, so
 * it beats every other row on each rule but the last (A–Z). When such rows fill a page, the page is theirs
 * in name order, found without scoring the other matches (Meilisearch's bucket sort, one bucket deep).
 */
export const inBestBucket = (vectors: SearchVectors, inputs: SearchInputs): SQL => {
  const all = asQuery(inputs.all);
  return sql`(${vectors.all} @@ ${all} AND ${vectors.name} @@ ${all} AND ${vectors.text} @@ ${all})`;
};

/**
 * Whether a row holds every term as typed, in any field: the ranking's first bucket past the best one, as
 * more words found and fewer corrected come first. When it fills a page, only its rows are scored.
 */
export const holdsEveryTerm = (vectors: SearchVectors, inputs: SearchInputs): SQL =>
  sql`${vectors.all} @@ ${asQuery(inputs.all)}`;

/**
 * One term's score for a row: 0 when the row lacks it; found as typed 11 to 14, corrected 1 to 4, the last
 * digit telling where (4 the name, 3 the tags, 2 the group, 1 the text). Checked from the best case down, so
 * most rows take one or two tests, each of a small vector.
 */
export function termScore(vectors: SearchVectors, term: TermInputs): SQL {
  const cases = (['exact', 'corrected'] as const).flatMap((way) =>
    FIELDS.map(
      (field, i) =>
        sql`WHEN ${vectors[field]} @@ ${asQuery(term[way])} THEN ${sql.raw(String((way === 'exact' ? 14 : 4) - i))}`,
    ),
  );
  return sql`CASE ${sql.join(cases, sql` `)} ELSE 0 END`;
}

/**
 * Whether the description holds the term as typed too: among rows found in the same field, it tells apart
 * those about the thing (the strobe whose text says "strobe") from those that only share its category.
 */
export const describedScore = (vectors: SearchVectors, term: TermInputs): SQL =>
  sql`(${vectors.text} @@ ${asQuery(term.exact)})::int`;

const sumOf = (parts: SQL[]) => sql`(${sql.join(parts, sql` + `)})`;

/**
 * The ranking rules over the terms' scores, in order (docs/decisions/020-search-relevance.md): more words
 * found first; then fewer corrected; then found in better fields (the name, the tags, the group, the
 * text); then described by more of them. Ties then go A–Z.
 */
export function rankingOf(
  scores: SQL[],
  described: SQL[],
): { words: SQL; typos: SQL; fields: SQL; described: SQL } {
  return {
    words: sumOf(scores.map((score) => sql`(${score} > 0)::int`)),
    typos: sumOf(scores.map((score) => sql`(${score} BETWEEN 1 AND 4)::int`)),
    fields: sumOf(scores.map((score) => sql`(${score} % 10)`)),
    described: sumOf(described),
  };
}
