import { count, eq } from 'drizzle-orm';
import type { Service, ServiceListRequest } from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { services } from '../../db/schema.ts';
import type { ListPage, PageWindow } from '../../http/pagination.ts';
import { searchCondition } from '../list-conditions.ts';
import { nameOrder } from './name-order.ts';

const serviceColumns = {
  id: services.id,
  title: services.title,
  description: services.description,
  mainImage: services.mainImage,
};

export async function readServicePage(
  db: Database,
  request: ServiceListRequest,
  window: PageWindow,
): Promise<ListPage<Service>> {
  const where = searchCondition(services.searchKey, request.query);
  const [counted] = await db.select({ total: count() }).from(services).where(where);
  const data = await db
    .select(serviceColumns)
    .from(services)
    .where(where)
    .orderBy(...nameOrder(services.searchKey, services.title, services.id, request.order_by?.title))
    .limit(window.limit)
    .offset(window.offset);
  return { data, total: counted?.total ?? 0 };
}

export async function findService(db: Database, id: number): Promise<Service | undefined> {
  const [row] = await db.select(serviceColumns).from(services).where(eq(services.id, id));
  return row;
}
