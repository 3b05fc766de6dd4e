import { eq } from 'drizzle-orm';
import type { ItemType } from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { equipments, packages, services } from '../../db/schema.ts';
import { sortOrder } from '../list-conditions.ts';

const tables = { equipment: equipments, service: services, package: packages } as const;

/**
 * The main picture of one catalogue item as the API names it (null: the item has none), or undefined when
 * there is no such item. One indexed read, for the hints of a detail page (issue 8).
 */
export async function mainImageOf(
  db: Database,
  type: ItemType,
  id: number,
): Promise<string | null | undefined> {
  const table = tables[type];
  const [row] = await db.select({ mainImage: table.mainImage }).from(table).where(eq(table.id, id)).limit(1);
  return row?.mainImage;
}

/**
 * The main pictures of the first `count` items of a list in the order it has when no sort is chosen
 * (`sortOrder`): the first row of a list page, which its first screen draws (issue 8). One read by the
 * primary key.
 */
export async function leadingImagesOf(
  db: Database,
  type: ItemType,
  count: number,
): Promise<(string | null)[]> {
  const table = tables[type];
  const rows = await db
    .select({ mainImage: table.mainImage })
    .from(table)
    .orderBy(...sortOrder(table.id, undefined, table.id))
    .limit(count);
  return rows.map((row) => row.mainImage);
}
