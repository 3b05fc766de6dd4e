import { asc, desc, like, type AnyColumn, type SQL } from 'drizzle-orm';
import { toLikePattern } from '@rental/shared/search';

/** The wildcard search (docs/product.md#lists) over a folded `search_key` column; undefined when there is nothing to match. */
export function searchCondition(searchKey: AnyColumn, query: string | null | undefined): SQL | undefined {
  const pattern = query ? toLikePattern(query) : null;
  return pattern ? like(searchKey, pattern) : undefined;
}

/** The requested sort, then the id so that pages never overlap or skip rows; by id alone when none is asked. */
export function sortOrder(column: AnyColumn, direction: 'asc' | 'desc' | undefined, id: AnyColumn): SQL[] {
  if (!direction) return [asc(id)];
  return [direction === 'desc' ? desc(column) : asc(column), asc(id)];
}
