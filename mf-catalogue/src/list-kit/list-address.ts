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

/** `page` is the page a list's address opens at: without JavaScript, 'Load more' links to the next one. */
const { query: QUERY_PARAM, sort: SORT_PARAM, page: PAGE_PARAM } = LIST_SEARCH_PARAMS;

/** The last page the API lets a list ask for (shared/src/contracts/list-request.ts). */
const LAST_ASKABLE_PAGE = 100_000;

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

/** The page in a list's address: a whole number the API accepts, else (absent, `0`, `abc`) the first. */
export function readListPage(search: URLSearchParams): number {
  const value = search.get(PAGE_PARAM) ?? '';
  return /^[1-9]\d{0,5}$/.test(value) && Number(value) <= LAST_ASKABLE_PAGE ? Number(value) : 1;
}

/** An id in the address that cannot be one (`/equipments/abc`). */
export const hasMalformedId = (filters: ListFilters): boolean =>
  Number.isNaN(filters.categoryId) || Number.isNaN(filters.subcategoryId);

/** Spaces become `%20`, as in the header search's addresses. */
function searchText(params: URLSearchParams): string {
  const text = params.toString().replace(/\+/g, '%20');
  return text ? `?${text}` : '';
}

/**
 * The search part of a list address: the words and the sort, keeping any other parameter (`lang`, `mf`).
 * Other filters show their list from its start, so the page goes.
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
  next.delete(PAGE_PARAM);
  return searchText(next);
}

/** The search part of the address of another page of the same list. */
export function pageSearch(current: URLSearchParams, page: number): string {
  const next = new URLSearchParams(current);
  next.set(PAGE_PARAM, String(page));
  return searchText(next);
}

/**
 * The filters as the request sees them: words that differ only in spacing ask the same thing. Ids go in
 * as text, so that one that cannot be an id (`NaN`) does not read as none (JSON's `null`).
 */
export function filtersKey({ query, sort, categoryId, subcategoryId }: ListFilters): string {
  return JSON.stringify([buildSearchPattern(query), sort, String(categoryId), String(subcategoryId)]);
}

export const hasActiveFilters = (filters: ListFilters): boolean =>
  filtersKey(filters) !== filtersKey(NO_FILTERS);

/**
 * The page a list's address is filed under (docs/decisions/011): the page it opens at, when it shows the
 * list as it stands; a searched or re-sorted view is filed under its list's first page, like its other
 * views.
 */
export const filedListPage = ({ query, sort }: ListFilters, firstPage: number): number =>
  query.trim() || sort ? 1 : firstPage;
