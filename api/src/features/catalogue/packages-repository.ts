import { asc, count, eq } from 'drizzle-orm';
import type { Package, PackageListRequest } from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { packageItems, packages } from '../../db/schema.ts';
import type { ListPage, PageWindow } from '../../http/pagination.ts';
import { searchCondition } from '../list-conditions.ts';
import { nameOrder } from './name-order.ts';

const withItems = { items: { orderBy: [asc(packageItems.position), asc(packageItems.id)] } };

type PackageRow = typeof packages.$inferSelect & { items: (typeof packageItems.$inferSelect)[] };

function toPackage(row: PackageRow): Package {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    mainImage: row.mainImage,
    package_items: row.items.map((item) => ({
      id: item.id,
      item_name: item.itemName,
      quantity: item.quantity,
    })),
  };
}

export async function readPackagePage(
  db: Database,
  request: PackageListRequest,
  window: PageWindow,
): Promise<ListPage<Package>> {
  const where = searchCondition(packages.searchKey, request.query);
  const [counted] = await db.select({ total: count() }).from(packages).where(where);
  const rows = await db.query.packages.findMany({
    where,
    with: withItems,
    orderBy: nameOrder(packages.searchKey, packages.name, packages.id, request.order_by?.name),
    limit: window.limit,
    offset: window.offset,
  });
  return { data: rows.map(toPackage), total: counted?.total ?? 0 };
}

export async function findPackage(db: Database, id: number): Promise<Package | undefined> {
  const row = await db.query.packages.findFirst({ where: eq(packages.id, id), with: withItems });
  return row && toPackage(row);
}
