import {
  and,
  count,
  eq,
  inArray,
  like,
  sql,
  type GetColumnData,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { EquipmentListRequest } from '@rental/shared/contracts';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared-statements.ts';
import { categories, equipments, subcategories } from '../../db/schema.ts';
import { equipmentListParams, type EquipmentListParams } from './equipment-list-params.ts';
import { nameOrder } from './name-order.ts';

/** A list statement's inputs: values (to EXPLAIN one request in the tests) or placeholders (prepared). */
interface ListInputs {
  pattern: string | Placeholder | null;
  subcategoryId: number | Placeholder | null;
  categoryId: number | Placeholder | null;
  limit: number | Placeholder;
  offset: number | Placeholder;
}

type Direction = EquipmentListParams['direction'];

function filtersOf(db: Database, { pattern, subcategoryId, categoryId }: ListInputs): SQL | undefined {
  return and(
    pattern === null ? undefined : like(equipments.searchKey, pattern),
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
  mainImage: item.mainImage,
  subcategoryId: item.subcategoryId,
  subcategoryTitle: subcategories.title,
  categoryId: subcategories.categoryId,
  categoryTitle: categories.title,
};

/** The ids of one page of matches, with what they are sorted by, in the requested order. */
function pageIdsOf(db: Database, inputs: ListInputs, direction: Direction) {
  return db
    .select({ id: equipments.id, searchKey: equipments.searchKey, name: equipments.name })
    .from(equipments)
    .where(filtersOf(db, inputs))
    .orderBy(...nameOrder(equipments.searchKey, equipments.name, equipments.id, direction))
    .limit(inputs.limit)
    .offset(inputs.offset)
    .as('page');
}

/**
 * One page and the total in one statement, so that a list costs one round trip: the count over the
 * filters; the page's ids and names, laterally joined to it (so the total comes back even for a page past
 * the end); then only those rows read in full and joined to their subcategory and category. The count and
 * the choice of ids read nothing but indexes, and the planner picks the cheapest for each request: the
 * trigram index for a narrow search; the subcategory index (which holds the search key and the name too)
 * for a category or a subcategory; the name-order index (which also holds the subcategory) walked in
 * order until the page is full for a broad search or none.
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
    .orderBy(...nameOrder(page.searchKey, page.name, page.id, direction));
}

/** One page alone, for when the total of its filter is already known (kept by the cache): no count. */
function pageQuery(db: Database, inputs: ListInputs, direction: Direction) {
  const page = pageIdsOf(db, inputs, direction);
  return db
    .select(itemColumns)
    .from(page)
    .innerJoin(item, eq(item.id, page.id))
    .innerJoin(subcategories, eq(subcategories.id, item.subcategoryId))
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .orderBy(...nameOrder(page.searchKey, page.name, page.id, direction));
}

/** The list statement of one request with its values written in, for the tests of the plans. */
export function equipmentListQuery(db: Database, request: EquipmentListRequest) {
  const { filter, direction, window } = equipmentListParams(request);
  return listQuery(db, { ...filter, limit: window.limit, offset: window.offset }, direction);
}

/** Which filters a statement holds and how it sorts: each shape is prepared once. */
interface ListShape {
  search: boolean;
  subcategory: boolean;
  category: boolean;
  direction: Direction;
}

function shapeOf({ filter, direction }: EquipmentListParams): ListShape {
  return {
    search: filter.pattern !== null,
    subcategory: filter.subcategoryId !== null,
    category: filter.categoryId !== null,
    direction,
  };
}

const nameOf = (kind: string, shape: ListShape) =>
  [
    'equipment',
    kind,
    shape.search && 'search',
    shape.subcategory && 'subcategory',
    shape.category && 'category',
    shape.direction ?? 'by_id',
  ]
    .filter(Boolean)
    .join('_');

const placeholdersOf = (shape: ListShape): ListInputs => ({
  pattern: shape.search ? sql.placeholder('pattern') : null,
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

const valuesOf = ({ filter, window }: EquipmentListParams) => ({
  ...filter,
  limit: window.limit,
  offset: window.offset,
});

/** A row of either statement (the left joins of the one with the total make every column nullable). */
export type ListedRow = {
  [Column in keyof typeof itemColumns]: GetColumnData<(typeof itemColumns)[Column]> | null;
};

/** The rows of one page with the total of matches on each (one row with no item past the last page). */
export const countedPageRows = (db: Database, params: EquipmentListParams) =>
  listStatement(db, shapeOf(params)).execute(valuesOf(params));

/** The rows of one page alone. */
export const pageRows = (db: Database, params: EquipmentListParams) =>
  pageStatement(db, shapeOf(params)).execute(valuesOf(params));
