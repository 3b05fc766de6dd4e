import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { nameOrder } from '../db/name-order.ts';
import { equipments } from '../db/schema.ts';
import {
  describedScore,
  holdsEveryTerm,
  inBestBucket,
  rankingOf,
  termScore,
  type SearchInputs,
} from '../search/search-ranking.ts';
import {
  byRelevance,
  equipmentVectors,
  filtersOf,
  type Direction,
  type ListInputs,
} from './equipment-list-filters.ts';

/** The ids of one page of matches, in the requested order, in name order or by id. */
function orderedIdsOf(db: Database, inputs: ListInputs, direction: Direction) {
  return db
    .select({
      id: equipments.id,
      searchKey: equipments.searchKey,
      name: equipments.name,
      words: sql<number>`0`.as('words'),
      typos: sql<number>`0`.as('typos'),
      fields: sql<number>`0`.as('fields'),
      described: sql<number>`0`.as('described'),
    })
    .from(equipments)
    .where(filtersOf(db, inputs))
    .orderBy(...nameOrder(equipments.searchKey, equipments.name, equipments.id, direction))
    .limit(inputs.limit)
    .offset(inputs.offset)
    .as('page');
}

/**
 * The ids of one page of matches by best match: each match's terms scored once (`termScore`), then ranked
 * by the rules of `rankingOf`, ties A–Z. Every match is scored, so the cost grows with the matches: a
 * narrow search reads a few rows, a single common word thousands (docs/decisions/020-search-relevance.md).
 */
export function rankedIdsOf(
  db: Database,
  inputs: ListInputs & { search: SearchInputs },
  everyTermOnly = false,
) {
  const scoreFields = Object.fromEntries(
    inputs.search.terms.flatMap((term, i) => [
      [`s${i}`, termScore(equipmentVectors, term).as(`s${i}`)],
      [`d${i}`, describedScore(equipmentVectors, term).as(`d${i}`)],
    ]),
  );
  const scores = db
    .select({ id: equipments.id, searchKey: equipments.searchKey, name: equipments.name, ...scoreFields })
    .from(equipments)
    .where(
      and(filtersOf(db, inputs), everyTermOnly ? holdsEveryTerm(equipmentVectors, inputs.search) : undefined),
    )
    .as('scores');
  const scoreOf = scores as unknown as Record<string, SQL.Aliased<number>>;
  const { words, typos, fields, described } = rankingOf(
    inputs.search.terms.map((_, i) => sql`${scoreOf[`s${i}`]!}`),
    inputs.search.terms.map((_, i) => sql`${scoreOf[`d${i}`]!}`),
  );
  return db
    .select({
      id: scores.id,
      searchKey: scores.searchKey,
      name: scores.name,
      words: words.mapWith(Number).as('words'),
      typos: typos.mapWith(Number).as('typos'),
      fields: fields.mapWith(Number).as('fields'),
      described: described.mapWith(Number).as('described'),
    })
    .from(scores)
    .orderBy(
      desc(words),
      asc(typos),
      desc(fields),
      desc(described),
      ...nameOrder(scores.searchKey, scores.name, scores.id, 'asc'),
    )
    .limit(inputs.limit)
    .offset(inputs.offset)
    .as('page');
}

/** The ids of one page of the best bucket's rows (`inBestBucket`), in name order. */
export function bestBucketIdsOf(db: Database, inputs: ListInputs & { search: SearchInputs }) {
  return db
    .select({ id: equipments.id })
    .from(equipments)
    .where(and(filtersOf(db, inputs), inBestBucket(equipmentVectors, inputs.search)))
    .orderBy(...nameOrder(equipments.searchKey, equipments.name, equipments.id, 'asc'))
    .limit(inputs.limit)
    .offset(inputs.offset)
    .as('best');
}

export function pageIdsOf(db: Database, inputs: ListInputs, direction: Direction) {
  return byRelevance(inputs, direction)
    ? rankedIdsOf(db, inputs as ListInputs & { search: SearchInputs })
    : orderedIdsOf(db, inputs, direction);
}

type PageIds = ReturnType<typeof pageIdsOf>;

/** The page's own order, again once its rows are joined. */
export const pageOrder = (page: PageIds, inputs: ListInputs, direction: Direction): SQL[] =>
  byRelevance(inputs, direction)
    ? [
        desc(page.words),
        asc(page.typos),
        desc(page.fields),
        desc(page.described),
        ...nameOrder(page.searchKey, page.name, page.id, 'asc'),
      ]
    : nameOrder(page.searchKey, page.name, page.id, direction);
