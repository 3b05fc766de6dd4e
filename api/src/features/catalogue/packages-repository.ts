import { asc, count, eq, inArray } from 'drizzle-orm';
import type { ContentLanguage, Package, PackageListRequest } from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { packageItems, packages } from '../../db/schema.ts';
import type { ListPage, PageWindow } from '../../http/pagination.ts';
import { searchEngineOf } from '../../search/search-engine.ts';
import { inOrderOf, searchedIds } from '../../search/searched-ids.ts';
import { searchablePackages } from '../../search/searchable-tables.ts';
import { localizedTexts } from '../../db/localized-texts.ts';
import { nameOrder } from '../../db/name-order.ts';

/** A package with every item, and none of the search's columns. */
const packageQuery = {
  columns: { id: true, name: true, description: true, translations: true, mainImage: true } as const,
  with: {
    items: {
      columns: { id: true, itemName: true, quantity: true } as const,
      orderBy: [asc(packageItems.position), asc(packageItems.id)],
    },
  },
};

type PackageRow = Pick<
  typeof packages.$inferSelect,
  'id' | 'name' | 'description' | 'translations' | 'mainImage'
> & {
  items: Pick<typeof packageItems.$inferSelect, 'id' | 'itemName' | 'quantity'>[];
};

/** A package as the API answers it: its texts in `language`, each falling back to English; item names as written. */
const toPackage =
  (language: ContentLanguage) =>
  ({ id, name, description, translations, mainImage, items }: PackageRow): Package => {
    const { texts, languages } = localizedTexts({ name, description }, translations, language);
    return {
      id,
      ...texts,
      languages,
      mainImage,
      package_items: items.map((item) => ({
        id: item.id,
        item_name: item.itemName,
        quantity: item.quantity,
      })),
    };
  };

export async function readPackagesById(
  db: Database,
  ids: number[],
  language: ContentLanguage,
): Promise<Package[]> {
  if (ids.length === 0) return [];
  const rows = await db.query.packages.findMany({ where: inArray(packages.id, ids), ...packageQuery });
  return inOrderOf(ids, rows.map(toPackage(language)));
}

/** One page of packages: searched by best match (or A–Z when asked), or all of them in the order asked. */
export async function readPackagePage(
  db: Database,
  request: PackageListRequest,
  window: PageWindow,
): Promise<ListPage<Package>> {
  const direction = request.order_by?.name ?? null;
  const language = request.lang ?? 'en';
  const terms = request.query ? await searchEngineOf(db).plan(request.query, { lastWordIsPrefix: true }) : [];
  if (terms.length > 0) {
    const { ids, total } = await searchedIds(db, searchablePackages, terms, window, direction);
    return { data: await readPackagesById(db, ids, language), total };
  }
  const [counted] = await db.select({ total: count() }).from(packages);
  const rows = await db.query.packages.findMany({
    ...packageQuery,
    orderBy: nameOrder(packages.searchKey, packages.name, packages.id, direction),
    limit: window.limit,
    offset: window.offset,
  });
  return { data: rows.map(toPackage(language)), total: counted?.total ?? 0 };
}

export async function findPackage(
  db: Database,
  id: number,
  language: ContentLanguage,
): Promise<Package | undefined> {
  const row = await db.query.packages.findFirst({ where: eq(packages.id, id), ...packageQuery });
  return row && toPackage(language)(row);
}
