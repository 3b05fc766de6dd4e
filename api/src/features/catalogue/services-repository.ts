import { count, eq, inArray } from 'drizzle-orm';
import type { ContentLanguage, Service, ServiceListRequest } from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { services } from '../../db/schema.ts';
import type { ListPage, PageWindow } from '../../http/pagination.ts';
import { searchEngineOf } from '../../search/search-engine.ts';
import { inOrderOf, searchedIds } from '../../search/searched-ids.ts';
import { searchableServices } from '../../search/searchable-tables.ts';
import { localizedTexts } from '../../db/localized-texts.ts';
import { nameOrder } from '../../db/name-order.ts';

const serviceColumns = {
  id: services.id,
  title: services.title,
  description: services.description,
  translations: services.translations,
  mainImage: services.mainImage,
};

type ServiceRow = Pick<
  typeof services.$inferSelect,
  'id' | 'title' | 'description' | 'translations' | 'mainImage'
>;

/** A service as the API answers it: its texts in `language`, each falling back to English. */
const toService =
  (language: ContentLanguage) =>
  ({ id, title, description, translations, mainImage }: ServiceRow): Service => {
    const { texts, languages } = localizedTexts({ title, description }, translations, language);
    return { id, ...texts, languages, mainImage };
  };

export const readServicesById = async (
  db: Database,
  ids: number[],
  language: ContentLanguage,
): Promise<Service[]> =>
  ids.length === 0
    ? []
    : (await db.select(serviceColumns).from(services).where(inArray(services.id, ids))).map(
        toService(language),
      );

/** One page of services: searched by best match (or A–Z when asked), or all of them in the order asked. */
export async function readServicePage(
  db: Database,
  request: ServiceListRequest,
  window: PageWindow,
): Promise<ListPage<Service>> {
  const direction = request.order_by?.title ?? null;
  const language = request.lang ?? 'en';
  const terms = request.query ? await searchEngineOf(db).plan(request.query, { lastWordIsPrefix: true }) : [];
  if (terms.length > 0) {
    const { ids, total } = await searchedIds(db, searchableServices, terms, window, direction);
    return { data: inOrderOf(ids, await readServicesById(db, ids, language)), total };
  }
  const [counted] = await db.select({ total: count() }).from(services);
  const rows = await db
    .select(serviceColumns)
    .from(services)
    .orderBy(...nameOrder(services.searchKey, services.title, services.id, direction))
    .limit(window.limit)
    .offset(window.offset);
  return { data: rows.map(toService(language)), total: counted?.total ?? 0 };
}

export async function findService(
  db: Database,
  id: number,
  language: ContentLanguage,
): Promise<Service | undefined> {
  const [row] = await db.select(serviceColumns).from(services).where(eq(services.id, id));
  return row && toService(language)(row);
}
