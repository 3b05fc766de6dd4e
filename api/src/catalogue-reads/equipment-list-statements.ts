import { sql, type GetColumnData } from 'drizzle-orm';
import type { EquipmentListRequest } from '@rental/shared/contracts';
import type { Database } from '../db/database.ts';
import { preparedPerDatabase } from '../db/prepared-statements.ts';
import {
  searchInputsOf,
  searchPlaceholders,
  searchValues,
  type SearchInputs,
} from '../search/search-ranking.ts';
import type { SearchTerm } from '../search/search-terms.ts';
import type { Direction, ListInputs } from './equipment-list-filters.ts';
import { equipmentListParams, type EquipmentListParams } from './equipment-list-params.ts';
import {
  bestBucketQuery,
  countQuery,
  everyTermQuery,
  type itemColumns,
  listQuery,
  pageQuery,
} from './equipment-list-queries.ts';

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
