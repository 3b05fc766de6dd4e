import { eq } from 'drizzle-orm';
import type { ItemType } from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { equipments, packages, services } from '../../db/schema.ts';

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
