import { and, asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import type { PageWindow } from '../http/pagination.ts';
import { nameOrder, type NameDirection } from '../db/name-order.ts';
import {
  describedScore,
  matchesAny,
  rankingOf,
  searchInputsOf,
  termScore,
  type SearchVectors,
} from './search-ranking.ts';
import type { SearchTerm } from './search-terms.ts';

/** A table the search reads: its id, its name and folded sort key, and its search vectors. */
export interface SearchableTable {
  table: PgTable;
  id: AnyPgColumn;
  name: AnyPgColumn;
  searchKey: AnyPgColumn;
  vectors: SearchVectors;
}

/** The search vectors of a table with the search columns (db/search-columns.ts). */
export const vectorsOf = (table: {
  nameVector: AnyPgColumn;
  tagsVector: AnyPgColumn;
  groupVector: AnyPgColumn;
  textVector: AnyPgColumn;
  searchVector: AnyPgColumn;
}): SearchVectors => ({
  name: table.nameVector,
  tags: table.tagsVector,
  group: table.groupVector,
  text: table.textVector,
  all: table.searchVector,
});

/** One page of a search's matches: their ids in order, and how many there are in all. */
export interface SearchedIds {
  ids: number[];
  total: number;
}

/**
 * One page of the rows of a small table (services, packages, categories) that hold a term, by best match,
 * or A–Z or Z–A when asked: the same terms and ranking as the equipment list, in one statement, the total
 * counted by a window over the matches (docs/decisions/020-search-relevance.md).
 */
export async function searchedIds(
  db: Database,
  searchable: SearchableTable,
  terms: SearchTerm[],
  window: Pick<PageWindow, 'limit' | 'offset'>,
  direction: NameDirection | null = null,
  where?: SQL,
): Promise<SearchedIds> {
  const inputs = searchInputsOf(terms);
  const { words, typos, fields, described } = rankingOf(
    inputs.terms.map((term) => termScore(searchable.vectors, term)),
    inputs.terms.map((term) => describedScore(searchable.vectors, term)),
  );
  const byName = (to: NameDirection) => nameOrder(searchable.searchKey, searchable.name, searchable.id, to);
  const order = direction
    ? byName(direction)
    : [desc(words), asc(typos), desc(fields), desc(described), ...byName('asc')];
  const matching = and(matchesAny(searchable.vectors, inputs), where);
  const rows = await db
    .select({ id: sql<number>`${searchable.id}`, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(searchable.table)
    .where(matching)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  if (rows.length > 0 || window.offset === 0)
    return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
  // Past the last page the window has no row to count on; the total still comes back.
  const [counted] = await db.select({ total: count() }).from(searchable.table).where(matching);
  return { ids: [], total: counted?.total ?? 0 };
}

/** Rows read by id, put back in the order of `ids`. */
export const inOrderOf = <T extends { id: number }>(ids: number[], rows: T[]): T[] => {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};
