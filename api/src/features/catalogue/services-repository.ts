import { count, eq, inArray } from 'drizzle-orm';
import type { Service, ServiceListRequest } from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { services } from '../../db/schema.ts';
import type { ListPage, PageWindow } from '../../http/pagination.ts';
import { searchEngineOf } from '../search/search-engine.ts';
import { inOrderOf, searchedIds } from '../search/searched-ids.ts';
import { searchableServices } from '../search/searchable-tables.ts';
import { nameOrder } from './name-order.ts';

const serviceColumns = {
  id: services.id,
  title: services.title,
  description: services.description,
  mainImage: services.mainImage,
};

export const readServicesById = (db: Database, ids: number[]): Promise<Service[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select(serviceColumns).from(services).where(inArray(services.id, ids));

/** One page of services: searched by best match (or A–Z when asked), or all of them in the order asked. */
export async function readServicePage(
  db: Database,
  request: ServiceListRequest,
  window: PageWindow,
): Promise<ListPage<Service>> {
  const direction = request.order_by?.title ?? null;
  const terms = request.query ? await searchEngineOf(db).plan(request.query, { lastWordIsPrefix: true }) : [];
  if (terms.length > 0) {
    const { ids, total } = await searchedIds(db, searchableServices, terms, window, direction);
    return { data: inOrderOf(ids, await readServicesById(db, ids)), total };
  }
  const [counted] = await db.select({ total: count() }).from(services);
  const data = await db
    .select(serviceColumns)
    .from(services)
    .orderBy(...nameOrder(services.searchKey, services.title, services.id, direction))
    .limit(window.limit)
    .offset(window.offset);
  return { data, total: counted?.total ?? 0 };
}

export async function findService(db: Database, id: number): Promise<Service | undefined> {
  const [row] = await db.select(serviceColumns).from(services).where(eq(services.id, id));
  return row;
}
