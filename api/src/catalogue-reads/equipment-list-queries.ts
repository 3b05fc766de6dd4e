import { count, eq, sql, type SQL, type Subquery } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { nameOrder } from '../db/name-order.ts';
import { categories, equipments, subcategories } from '../db/schema.ts';
import type { SearchInputs } from '../search/search-ranking.ts';
import { filtersOf, type Direction, type ListInputs } from './equipment-list-filters.ts';
import { bestBucketIdsOf, pageIdsOf, pageOrder, rankedIdsOf } from './equipment-page-ids.ts';

/** The page's rows, read by id once the page's ids are known. */
const item = alias(equipments, 'item');

export const itemColumns = {
  id: item.id,
  name: item.name,
  description: item.description,
  translations: item.translations,
  mainImage: item.mainImage,
  subcategoryId: item.subcategoryId,
  subcategoryTitle: subcategories.title,
  subcategoryTranslations: subcategories.translations,
  categoryId: subcategories.categoryId,
  categoryTitle: categories.title,
  categoryTranslations: categories.translations,
};

/** The rows of a page whose ids are known, read in full with their subcategory and category, in `order`. */
function rowsOfPage(db: Database, page: { id: AnyPgColumn } & Subquery, order: SQL[]) {
  return db
    .select(itemColumns)
    .from(page)
    .innerJoin(item, eq(item.id, page.id))
    .innerJoin(subcategories, eq(subcategories.id, item.subcategoryId))
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .orderBy(...order);
}

/** A page of the best bucket alone: when it is full, it is the page of the ranking too. */
export const bestBucketQuery = (db: Database, inputs: ListInputs & { search: SearchInputs }) =>
  rowsOfPage(db, bestBucketIdsOf(db, inputs), nameOrder(item.searchKey, item.name, item.id, 'asc'));

/** A page ranked among the rows holding every term as typed alone: when it is full, it is the ranking's. */
export function everyTermQuery(db: Database, inputs: ListInputs & { search: SearchInputs }) {
  const page = rankedIdsOf(db, inputs, true);
  return rowsOfPage(db, page, pageOrder(page, inputs, null));
}

/** The total of matches alone, for a page the best bucket filled. */
export const countQuery = (db: Database, inputs: ListInputs) =>
  db.select({ total: count() }).from(equipments).where(filtersOf(db, inputs));

/**
 * One page and the total in one statement, so that a list costs one round trip: the count over the
 * filters; the page's ids, laterally joined to it (so the total comes back even for a page past the end);
 * then only those rows read in full and joined to their subcategory and category. Without a search, the
 * count and the choice of ids read nothing but indexes: the subcategory index (which holds the search key
 * and the name too) for a category or a subcategory; the name-order index walked in order until the page is
 * full for none. A search finds its rows through the GIN index of the search vectors.
 */
export function listQuery(db: Database, inputs: ListInputs, direction: Direction) {
  const counted = db
    .select({ total: count().as('total') })
    .from(equipments)
    .where(filtersOf(db, inputs))
    .as('counted');
  const page = pageIdsOf(db, inputs, direction);
  return db
    .select({ total: counted.total, ...itemColumns })
    .from(counted)
    .leftJoinLateral(page, sql`true`)
    .leftJoin(item, eq(item.id, page.id))
    .leftJoin(subcategories, eq(subcategories.id, item.subcategoryId))
    .leftJoin(categories, eq(categories.id, subcategories.categoryId))
    .orderBy(...pageOrder(page, inputs, direction));
}

/** One page alone, for when the total of its filter is already known (kept by the cache): no count. */
export function pageQuery(db: Database, inputs: ListInputs, direction: Direction) {
  const page = pageIdsOf(db, inputs, direction);
  return rowsOfPage(db, page, pageOrder(page, inputs, direction));
}
