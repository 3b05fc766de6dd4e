import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { tsqueryText, type Field, type SearchTerm } from './search-terms.ts';

/** The queries each term is scored by: found as typed (or a form of it) or corrected, in which field. */
const TERM_QUERIES = [
  ['exactA', 'exact', 'A'],
  ['exactB', 'exact', 'B'],
  ['exactC', 'exact', 'C'],
  ['exactAny', 'exact', 'any'],
  ['exactD', 'exact', 'D'],
  ['correctedA', 'corrected', 'A'],
  ['correctedB', 'corrected', 'B'],
  ['correctedC', 'corrected', 'C'],
  ['correctedAny', 'corrected', 'any'],
] as const satisfies readonly (readonly [string, 'exact' | 'corrected', Field])[];

type TermQuery = (typeof TERM_QUERIES)[number][0];

/** A statement's search inputs: `tsquery` texts, or placeholders for them in a prepared statement. */
export type SearchInput = string | Placeholder;

export interface SearchInputs {
  /** Any term, any way: the rows the GIN index finds. */
  any: SearchInput;
  terms: Record<TermQuery, SearchInput>[];
}

const termKey = (i: number, query: TermQuery) => `term${i}_${query}`;

/** Placeholders for a statement of `count` terms; `searchValues` fills them. */
export const searchPlaceholders = (count: number): SearchInputs => ({
  any: sql.placeholder('any'),
  terms: Array.from(
    { length: count },
    (_, i) =>
      Object.fromEntries(
        TERM_QUERIES.map(([query]) => [query, sql.placeholder(termKey(i, query))]),
      ) as Record<TermQuery, Placeholder>,
  ),
});

/** The `tsquery` texts of a plan's terms, in the shape `searchPlaceholders` names them. */
export function searchValues(terms: SearchTerm[]): Record<string, string> {
  const values: Record<string, string> = {
    any: tsqueryText(terms.flatMap((term) => [...term.exact, ...term.corrected])),
  };
  terms.forEach((term, i) => {
    for (const [query, way, field] of TERM_QUERIES) values[termKey(i, query)] = tsqueryText(term[way], field);
  });
  return values;
}

/** The same inputs with their texts written in, for a statement run once (the tests' plans, a suggestion). */
export function searchInputsOf(terms: SearchTerm[]): SearchInputs {
  const values = searchValues(terms);
  return {
    any: values.any!,
    terms: terms.map(
      (_, i) =>
        Object.fromEntries(TERM_QUERIES.map(([query]) => [query, values[termKey(i, query)]!])) as Record<
          TermQuery,
          string
        >,
    ),
  };
}

const asQuery = (input: SearchInput): SQL => sql`${input}::tsquery`;

/** Whether a row's vector holds any term: the condition the GIN index serves. */
export const matchesAny = (vector: SQL | { getSQL(): SQL }, inputs: SearchInputs): SQL =>
  sql`${vector} @@ ${asQuery(inputs.any)}`;

/**
 * One term's score for a row: 0 when the row lacks it; found as typed 11 to 14, corrected 1 to 4, the last
 * digit telling where (4 the name, 3 the subcategory or tags, 2 the category, 1 the description). Checked
 * from the best case down, so most rows take one or two tests.
 */
export function termScore(vector: SQL | { getSQL(): SQL }, term: Record<TermQuery, SearchInput>): SQL {
  return sql`CASE
    WHEN ${vector} @@ ${asQuery(term.exactA)} THEN 14
    WHEN ${vector} @@ ${asQuery(term.exactB)} THEN 13
    WHEN ${vector} @@ ${asQuery(term.exactC)} THEN 12
    WHEN ${vector} @@ ${asQuery(term.exactAny)} THEN 11
    WHEN ${vector} @@ ${asQuery(term.correctedA)} THEN 4
    WHEN ${vector} @@ ${asQuery(term.correctedB)} THEN 3
    WHEN ${vector} @@ ${asQuery(term.correctedC)} THEN 2
    WHEN ${vector} @@ ${asQuery(term.correctedAny)} THEN 1
    ELSE 0 END`;
}

/** Whether the description holds the term as typed too: among rows found in the same field, it tells apart
 * those about the thing (the strobe whose text says "strobe") from those that only share its category. */
export const describedScore = (vector: SQL | { getSQL(): SQL }, term: Record<TermQuery, SearchInput>): SQL =>
  sql`(${vector} @@ ${asQuery(term.exactD)})::int`;

const sumOf = (parts: SQL[]) => sql`(${sql.join(parts, sql` + `)})`;

/**
 * The ranking rules over the terms' scores, in order (docs/decisions/020-search-relevance.md): more words
 * found first; then fewer corrected; then found in better fields (the name, the subcategory, the category,
 * the description); then described by more of them. Ties then go A–Z.
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
