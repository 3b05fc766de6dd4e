import type { ListResult } from '@rental/shared/contracts';
import { LIST_PAGE_SIZE } from '@rental/shared/contracts';
import { buildSearchPattern } from '@rental/shared/search/search-pattern.ts';
import type { ListFilters } from './list-address.ts';
import type { ListSource } from './paged-list.ts';

/** Page size, page and the wildcard pattern of docs/product.md#lists (left out when nothing is typed). */
export function pagingFields(filters: ListFilters, page: number) {
  const pattern = buildSearchPattern(filters.query);
  return { limit: LIST_PAGE_SIZE, page, ...(pattern ? { query: pattern } : {}) };
}

const NOTHING: ListResult<never> = {
  status: 1,
  data: [],
  pagination: { total_pages: 0, per_page: LIST_PAGE_SIZE, total: 0, current_page: 1 },
};

/** A list that asks nothing of the API, for an address that cannot match anything. */
export const emptySource = <T>(key: string): ListSource<T> => ({
  key,
  fetchPage: () => Promise.resolve(NOTHING),
});
