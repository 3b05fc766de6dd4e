import { LIST_SEARCH_PARAMS } from '@rental/shared/routes/paths.ts';
import { buildSearchPattern } from '@rental/shared/search/search-pattern.ts';

export type SortOrder = '' | 'asc' | 'desc';

/** What a list shows, as its address says (the address is the truth: Back, Forward and shared links work). */
export interface ListFilters {
  query: string;
  sort: SortOrder;
  categoryId: number | null;
  subcategoryId: number | null;
}

export const NO_FILTERS: ListFilters = { query: '', sort: '', categoryId: null, subcategoryId: null };

const { query: QUERY_PARAM, sort: SORT_PARAM } = LIST_SEARCH_PARAMS;

const readSort = (value: string | null): SortOrder => (value === 'asc' || value === 'desc' ? value : '');

/** A route id: a positive whole number, `null` when absent, `NaN` when present but not an id. */
function readId(value: string | undefined): number | null {
  if (value === undefined) return null;
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
}

export function readListFilters(
  params: { categoryId?: string; subcategoryId?: string },
  search: URLSearchParams,
): ListFilters {
  return {
    query: search.get(QUERY_PARAM) ?? '',
    sort: readSort(search.get(SORT_PARAM)),
    categoryId: readId(params.categoryId),
    subcategoryId: readId(params.subcategoryId),
  };
}

/** An id in the address that cannot be one (`/equipments/abc`). */
export const hasMalformedId = (filters: ListFilters): boolean =>
  Number.isNaN(filters.categoryId) || Number.isNaN(filters.subcategoryId);

/**
 * The search part of a list address: the words and the sort, keeping any other parameter (`lang`, `mf`).
 * Spaces become `%20`, as in the header search's addresses.
 */
export function listSearch(
  current: URLSearchParams,
  { query, sort }: Pick<ListFilters, 'query' | 'sort'>,
): string {
  const next = new URLSearchParams(current);
  if (query.trim()) next.set(QUERY_PARAM, query.trim());
  else next.delete(QUERY_PARAM);
  if (sort) next.set(SORT_PARAM, sort);
  else next.delete(SORT_PARAM);
  const text = next.toString().replace(/\+/g, '%20');
  return text ? `?${text}` : '';
}

/** The filters as the request sees them: words that differ only in spacing ask the same thing. */
export function filtersKey({ query, sort, categoryId, subcategoryId }: ListFilters): string {
  return JSON.stringify([buildSearchPattern(query), sort, categoryId, subcategoryId]);
}

export const hasActiveFilters = (filters: ListFilters): boolean =>
  filtersKey(filters) !== filtersKey(NO_FILTERS);
