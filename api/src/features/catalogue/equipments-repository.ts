import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Equipment, EquipmentListRequest, ListResult } from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { equipments, subcategories } from '../../db/schema.ts';
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

export async function listEquipments(
  db: Database,
  request: EquipmentListRequest,
): Promise<ListResult<Equipment>> {
  const window = pageWindow(request);
  const where = filtersOf(db, request);
  const [counted] = await db.select({ total: count() }).from(equipments).where(where);
  const rows = await db.query.equipments.findMany({
    where,
    with: withSubcategory,
    orderBy: sortOrder(equipments.name, request.order_by?.name, equipments.id),
    limit: window.limit,
    offset: window.offset,
  });
  return { status: 1, data: rows.map(toEquipment), pagination: paginationOf(counted?.total ?? 0, window) };
}

export async function findEquipment(db: Database, id: number): Promise<Equipment | undefined> {
  const row = await db.query.equipments.findFirst({ where: eq(equipments.id, id), with: withSubcategory });
  return row && toEquipment(row);
}
