import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  sql,
  type GetColumnData,
  type Placeholder,
  type SQL,
  type Subquery,
} from 'drizzle-orm';
import type { EquipmentListRequest } from '@rental/shared/contracts';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { preparedPerDatabase } from '../db/prepared-statements.ts';
import { categories, equipments, subcategories } from '../db/schema.ts';
import {
  describedScore,
  holdsEveryTerm,
  inBestBucket,
  matchesAny,
  rankingOf,
  searchInputsOf,
  searchPlaceholders,
  searchValues,
  termScore,
  type SearchInputs,
} from '../search/search-ranking.ts';
import type { SearchTerm } from '../search/search-terms.ts';
import { vectorsOf } from '../search/searched-ids.ts';
import { equipmentListParams, type EquipmentListParams } from './equipment-list-params.ts';
import { nameOrder } from '../db/name-order.ts';

/** A list statement's inputs: values (to EXPLAIN one request in the tests) or placeholders (prepared). */
interface ListInputs {
  search: SearchInputs | null;
  subcategoryId: number | Placeholder | null;
  categoryId: number | Placeholder | null;
  limit: number | Placeholder;
  offset: number | Placeholder;
}

type Direction = EquipmentListParams['direction'];

const equipmentVectors = vectorsOf(equipments);

function filtersOf(db: Database, { search, subcategoryId, categoryId }: ListInputs): SQL | undefined {
  return and(
    search === null ? undefined : matchesAny(equipmentVectors, search),
    subcategoryId === null ? undefined : eq(equipments.subcategoryId, subcategoryId),
    categoryId === null
      ? undefined
      : inArray(
          equipments.subcategoryId,
          db
            .select({ id: subcategories.id })
            .from(subcategories)
            .where(eq(subcategories.categoryId, categoryId)),
        ),
  );
}

/** The page's rows, read by id once the page's ids are known. */
const item = alias(equipments, 'item');

const itemColumns = {
  id: item.id,
  name: item.name,
  description: item.description,
  translations: item.translations,
  mainImage: item.mainImage,
  subcategoryId: item.subcategoryId,
  subcategoryTitle: subcategories.title,
  subcategoryTranslations: subcategories.translations,
  categoryId: subcategories.categoryId,
  categoryTitle: categories.title,
  categoryTranslations: categories.translations,
};

/** Searched with no order asked: by best match (docs/decisions/020-search-relevance.md). */
const byRelevance = (inputs: ListInputs, direction: Direction) =>
  inputs.search !== null && direction === null;

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
function rankedIdsOf(db: Database, inputs: ListInputs & { search: SearchInputs }, everyTermOnly = false) {
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
function bestBucketIdsOf(db: Database, inputs: ListInputs & { search: SearchInputs }) {
  return db
    .select({ id: equipments.id })
    .from(equipments)
    .where(and(filtersOf(db, inputs), inBestBucket(equipmentVectors, inputs.search)))
    .orderBy(...nameOrder(equipments.searchKey, equipments.name, equipments.id, 'asc'))
    .limit(inputs.limit)
    .offset(inputs.offset)
    .as('best');
}

/** The rows of a page whose ids are known, read in full with their subcategory and category, in `order`. */
function rowsOfPage(db: Database, page: { id: AnyPgColumn } & Subquery, order: SQL[]) {
  return db
    .select(itemColumns)
    .from(page)
    .innerJoin(item, eq(item.id, page.id))
    .innerJoin(subcategories, eq(subcategories.id, item.subcategoryId))
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .orderBy(...order);
}

/** A page of the best bucket alone: when it is full, it is the page of the ranking too. */
const bestBucketQuery = (db: Database, inputs: ListInputs & { search: SearchInputs }) =>
  rowsOfPage(db, bestBucketIdsOf(db, inputs), nameOrder(item.searchKey, item.name, item.id, 'asc'));

/** A page ranked among the rows holding every term as typed alone: when it is full, it is the ranking's. */
function everyTermQuery(db: Database, inputs: ListInputs & { search: SearchInputs }) {
  const page = rankedIdsOf(db, inputs, true);
  return rowsOfPage(db, page, pageOrder(page, inputs, null));
}

/** The total of matches alone, for a page the best bucket filled. */
const countQuery = (db: Database, inputs: ListInputs) =>
  db.select({ total: count() }).from(equipments).where(filtersOf(db, inputs));

function pageIdsOf(db: Database, inputs: ListInputs, direction: Direction) {
  return byRelevance(inputs, direction)
    ? rankedIdsOf(db, inputs as ListInputs & { search: SearchInputs })
    : orderedIdsOf(db, inputs, direction);
}

type PageIds = ReturnType<typeof pageIdsOf>;

/** The page's own order, again once its rows are joined. */
const pageOrder = (page: PageIds, inputs: ListInputs, direction: Direction): SQL[] =>
  byRelevance(inputs, direction)
    ? [
        desc(page.words),
        asc(page.typos),
        desc(page.fields),
        desc(page.described),
        ...nameOrder(page.searchKey, page.name, page.id, 'asc'),
      ]
    : nameOrder(page.searchKey, page.name, page.id, direction);

/**
 * One page and the total in one statement, so that a list costs one round trip: the count over the
 * filters; the page's ids, laterally joined to it (so the total comes back even for a page past the end);
 * then only those rows read in full and joined to their subcategory and category. Without a search, the
 * count and the choice of ids read nothing but indexes: the subcategory index (which holds the search key
 * and the name too) for a category or a subcategory; the name-order index walked in order until the page is
 * full for none. A search finds its rows through the GIN index of the search vectors.
 */
function listQuery(db: Database, inputs: ListInputs, direction: Direction) {
  const counted = db
    .select({ total: count().as('total') })
    .from(equipments)
    .where(filtersOf(db, inputs))
    .as('counted');
  const page = pageIdsOf(db, inputs, direction);
  return db
    .select({ total: counted.total, ...itemColumns })
    .from(counted)
    .leftJoinLateral(page, sql`true`)
    .leftJoin(item, eq(item.id, page.id))
    .leftJoin(subcategories, eq(subcategories.id, item.subcategoryId))
    .leftJoin(categories, eq(categories.id, subcategories.categoryId))
    .orderBy(...pageOrder(page, inputs, direction));
}

/** One page alone, for when the total of its filter is already known (kept by the cache): no count. */
function pageQuery(db: Database, inputs: ListInputs, direction: Direction) {
  const page = pageIdsOf(db, inputs, direction);
  return rowsOfPage(db, page, pageOrder(page, inputs, direction));
}

/** The list statement of one request with its values written in, for the tests of the plans. */
export function equipmentListQuery(db: Database, request: EquipmentListRequest, terms: SearchTerm[] = []) {
  const { filter, direction, window } = equipmentListParams(request);
  return listQuery(
    db,
    {
      search: terms.length > 0 ? searchInputsOf(terms) : null,
      subcategoryId: filter.subcategoryId,
      categoryId: filter.categoryId,
      limit: window.limit,
      offset: window.offset,
    },
    direction,
  );
}

/** Which filters a statement holds and how it sorts: each shape is prepared once. */
interface ListShape {
  /** How many terms it searches by; 0 for none. */
  terms: number;
  subcategory: boolean;
  category: boolean;
  direction: Direction;
}

const nameOf = (kind: string, shape: ListShape) =>
  [
    'equipment',
    kind,
    shape.terms > 0 && `search${shape.terms}`,
    shape.subcategory && 'subcategory',
    shape.category && 'category',
    shape.direction ?? (shape.terms > 0 ? 'by_match' : 'by_id'),
  ]
    .filter(Boolean)
    .join('_');

const placeholdersOf = (shape: ListShape): ListInputs => ({
  search: shape.terms > 0 ? searchPlaceholders(shape.terms) : null,
  subcategoryId: shape.subcategory ? sql.placeholder('subcategoryId') : null,
  categoryId: shape.category ? sql.placeholder('categoryId') : null,
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
});

const listStatement = preparedPerDatabase(
  (shape: ListShape) => nameOf('list', shape),
  (db, shape, name) => listQuery(db, placeholdersOf(shape), shape.direction).prepare(name),
);

const pageStatement = preparedPerDatabase(
  (shape: ListShape) => nameOf('page', shape),
  (db, shape, name) => pageQuery(db, placeholdersOf(shape), shape.direction).prepare(name),
);

const bestBucketStatement = preparedPerDatabase(
  (shape: ListShape) => nameOf('best', shape),
  (db, shape, name) =>
    bestBucketQuery(db, placeholdersOf(shape) as ListInputs & { search: SearchInputs }).prepare(name),
);

const everyTermStatement = preparedPerDatabase(
  (shape: ListShape) => nameOf('every_term', shape),
  (db, shape, name) =>
    everyTermQuery(db, placeholdersOf(shape) as ListInputs & { search: SearchInputs }).prepare(name),
);

const countStatement = preparedPerDatabase(
  (shape: ListShape) => nameOf('count', shape),
  (db, shape, name) => countQuery(db, placeholdersOf(shape)).prepare(name),
);

/** A request's parameters and the terms its words were planned into. */
export interface PlannedList {
  params: EquipmentListParams;
  terms: SearchTerm[];
}

function shapeOf({ params, terms }: PlannedList): ListShape {
  return {
    terms: terms.length,
    subcategory: params.filter.subcategoryId !== null,
    category: params.filter.categoryId !== null,
    direction: params.direction,
  };
}

const valuesOf = ({ params, terms }: PlannedList) => ({
  ...(terms.length > 0 ? searchValues(terms) : {}),
  subcategoryId: params.filter.subcategoryId,
  categoryId: params.filter.categoryId,
  limit: params.window.limit,
  offset: params.window.offset,
});

/** A row of either statement (the left joins of the one with the total make every column nullable). */
export type ListedRow = {
  [Column in keyof typeof itemColumns]: GetColumnData<(typeof itemColumns)[Column]> | null;
};

/** The rows of one page with the total of matches on each (one row with no item past the last page). */
export const countedPageRows = (db: Database, list: PlannedList) =>
  listStatement(db, shapeOf(list)).execute(valuesOf(list));

/** The rows of one page alone. */
export const pageRows = (db: Database, list: PlannedList) =>
  pageStatement(db, shapeOf(list)).execute(valuesOf(list));

/** Whether a list is sorted by best match, so its page may come from the best bucket. */
export const rankedByMatch = ({ params, terms }: PlannedList) =>
  terms.length > 0 && params.direction === null;

/** The rows of one page of the best bucket (a search sorted by best match). */
export const bestBucketRows = (db: Database, list: PlannedList) =>
  bestBucketStatement(db, shapeOf(list)).execute(valuesOf(list));

/** The rows of one page ranked among those holding every term as typed (a search of several words). */
export const everyTermRows = (db: Database, list: PlannedList) =>
  everyTermStatement(db, shapeOf(list)).execute(valuesOf(list));

/** The total of a list's matches. */
export const totalOf = async (db: Database, list: PlannedList): Promise<number> =>
  (await countStatement(db, shapeOf(list)).execute(valuesOf(list)))[0]?.total ?? 0;
