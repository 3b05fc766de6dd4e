import { eq } from 'drizzle-orm';
import type { Equipment } from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { equipments, type subcategories } from '../../db/schema.ts';
import type { ListPage } from '../../http/pagination.ts';
import type { EquipmentListParams } from './equipment-list-params.ts';
import { countedPageRows, pageRows, type ListedRow } from './equipment-list-statements.ts';

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

function toListedEquipment(row: ListedRow): Equipment {
  return {
    id: row.id!,
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
  };
}

/**
 * One page of the list and the total of its matches: counted with the page in one statement, or, when
 * the caller already knows the total, the page alone.
 */
export async function readEquipmentPage(
  db: Database,
  params: EquipmentListParams,
  knownTotal?: number,
): Promise<ListPage<Equipment>> {
  if (knownTotal !== undefined) {
    return { data: (await pageRows(db, params)).map(toListedEquipment), total: knownTotal };
  }
  const rows = await countedPageRows(db, params);
  // A page past the end is one row: the total, with no item.
  const data = rows.filter((row) => row.id !== null).map(toListedEquipment);
  return { data, total: rows[0]?.total ?? 0 };
}

export async function findEquipment(db: Database, id: number): Promise<Equipment | undefined> {
  const row = await db.query.equipments.findFirst({ where: eq(equipments.id, id), with: withSubcategory });
  return row && toEquipment(row);
}
