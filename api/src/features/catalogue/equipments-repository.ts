import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Equipment, EquipmentListRequest, ListResult } from '@rental/shared/contracts';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { categories, equipments, subcategories } from '../../db/schema.ts';
import { pageWindow, paginationOf } from '../../http/pagination.ts';
import { searchCondition, sortOrder } from '../list-conditions.ts';

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

function filtersOf(db: Database, request: EquipmentListRequest): SQL | undefined {
  const categoryId = request.with?.subcategory?.category_id;
  return and(
    searchCondition(equipments.searchKey, request.query),
    request.subcategory_id ? eq(equipments.subcategoryId, request.subcategory_id) : undefined,
    categoryId
      ? inArray(
          equipments.subcategoryId,
          db
            .select({ id: subcategories.id })
            .from(subcategories)
            .where(eq(subcategories.categoryId, categoryId)),
        )
      : undefined,
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
 * walked in order until the page is full for a broad search or none. Exported for the tests of the plans.
 */
export function equipmentListQuery(db: Database, request: EquipmentListRequest) {
  const window = pageWindow(request);
  const direction = request.order_by?.name;
  const where = filtersOf(db, request);
  const counted = db
    .select({ total: count().as('total') })
    .from(equipments)
    .where(where)
    .as('counted');
  const page = db
    .select({ id: equipments.id, name: equipments.name })
    .from(equipments)
    .where(where)
    .orderBy(...sortOrder(equipments.name, direction, equipments.id))
    .limit(window.limit)
    .offset(window.offset)
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
    .orderBy(...sortOrder(page.name, direction, page.id));
}

export async function listEquipments(
  db: Database,
  request: EquipmentListRequest,
): Promise<ListResult<Equipment>> {
  const rows = await equipmentListQuery(db, request);
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
  return { status: 1, data, pagination: paginationOf(rows[0]?.total ?? 0, pageWindow(request)) };
}

export async function findEquipment(db: Database, id: number): Promise<Equipment | undefined> {
  const row = await db.query.equipments.findFirst({ where: eq(equipments.id, id), with: withSubcategory });
  return row && toEquipment(row);
}
