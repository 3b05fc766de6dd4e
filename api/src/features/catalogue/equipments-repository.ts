import { and, count, eq, inArray, like, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Equipment, EquipmentListRequest, ListResult } from '@rental/shared/contracts';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared-statements.ts';
import { categories, equipments, subcategories } from '../../db/schema.ts';
import { paginationOf } from '../../http/pagination.ts';
import { sortOrder } from '../list-conditions.ts';
import { equipmentListParams, type EquipmentListParams } from './equipment-list-params.ts';

const withSubcategory = { subcategory: { with: { category: true } } } as const;

type EquipmentRow = typeof equipments.$inferSelect & {
  subcategory: typeof subcategories.$inferSelect & { category: { id: number; title: string } };
};

function toEquipment(row: EquipmentRow): Equipment {
  const { subcategory } = row;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    mainImage: row.mainImage,
    subcategory_id: row.subcategoryId,
    subcategory: {
      id: subcategory.id,
      title: subcategory.title,
      category_id: subcategory.categoryId,
      category: { id: subcategory.category.id, title: subcategory.category.title },
    },
  };
}

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

/**
 * One page and the total in one statement, so that a list costs one round trip: the count over the
 * filters; the page's ids and names, laterally joined to it (so the total comes back even for a page past
 * the end); then only those rows read in full and joined to their subcategory and category. The count and
 * the choice of ids read nothing but indexes, and the planner picks the cheapest for each request: the
 * trigram index for a narrow search; the subcategory index (which holds the name and the search key too)
 * for a category or a subcategory; the name index (which also holds the subcategory and the search key)
 * walked in order until the page is full for a broad search or none.
 */
function listQuery(db: Database, inputs: ListInputs, direction: Direction) {
  const order = direction ?? undefined;
  const where = filtersOf(db, inputs);
  const counted = db
    .select({ total: count().as('total') })
    .from(equipments)
    .where(where)
    .as('counted');
  const page = db
    .select({ id: equipments.id, name: equipments.name })
    .from(equipments)
    .where(where)
    .orderBy(...sortOrder(equipments.name, order, equipments.id))
    .limit(inputs.limit)
    .offset(inputs.offset)
    .as('page');
  return db
    .select({
      total: counted.total,
      id: item.id,
      name: item.name,
      description: item.description,
      mainImage: item.mainImage,
      subcategoryId: item.subcategoryId,
      subcategoryTitle: subcategories.title,
      categoryId: subcategories.categoryId,
      categoryTitle: categories.title,
    })
    .from(counted)
    .leftJoinLateral(page, sql`true`)
    .leftJoin(item, eq(item.id, page.id))
    .leftJoin(subcategories, eq(subcategories.id, item.subcategoryId))
    .leftJoin(categories, eq(categories.id, subcategories.categoryId))
    .orderBy(...sortOrder(page.name, order, page.id));
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

const valuesOf = ({ filter, window }: EquipmentListParams) => ({
  ...filter,
  limit: window.limit,
  offset: window.offset,
});

export interface EquipmentPage {
  data: Equipment[];
  /** Every match of the filter, on every page. */
  total: number;
}

/** One page of the list and the total of its matches. */
export async function readEquipmentPage(db: Database, params: EquipmentListParams): Promise<EquipmentPage> {
  const rows = await listStatement(db, shapeOf(params)).execute(valuesOf(params));
  const data: Equipment[] = [];
  for (const row of rows) {
    if (row.id === null) continue; // a page past the end: the total alone
    data.push({
      id: row.id,
      name: row.name!,
      description: row.description!,
      mainImage: row.mainImage,
      subcategory_id: row.subcategoryId!,
      subcategory: {
        id: row.subcategoryId!,
        title: row.subcategoryTitle!,
        category_id: row.categoryId!,
        category: { id: row.categoryId!, title: row.categoryTitle! },
      },
    });
  }
  return { data, total: rows[0]?.total ?? 0 };
}

export const equipmentListAnswer = (
  params: EquipmentListParams,
  page: EquipmentPage,
): ListResult<Equipment> => ({
  status: 1,
  data: page.data,
  pagination: paginationOf(page.total, params.window),
});

export async function listEquipments(
  db: Database,
  request: EquipmentListRequest,
): Promise<ListResult<Equipment>> {
  const params = equipmentListParams(request);
  return equipmentListAnswer(params, await readEquipmentPage(db, params));
}

export async function findEquipment(db: Database, id: number): Promise<Equipment | undefined> {
  const row = await db.query.equipments.findFirst({ where: eq(equipments.id, id), with: withSubcategory });
  return row && toEquipment(row);
}
