import { LIST_PAGE_SIZE, type ListResult, type Pagination } from '@rental/shared/contracts';

export interface PageWindow {
  limit: number;
  page: number;
  offset: number;
}

export function pageWindow(
  request: { limit?: number; page?: number },
  defaultLimit = LIST_PAGE_SIZE,
): PageWindow {
  const limit = request.limit ?? defaultLimit;
  const page = request.page ?? 1;
  return { limit, page, offset: (page - 1) * limit };
}

export function paginationOf(total: number, window: PageWindow): Pagination {
  return {
    total_pages: Math.ceil(total / window.limit),
    per_page: window.limit,
    total,
    current_page: window.page,
  };
}

/** One page of a list as a repository reads it: plain data, which the route wraps in the envelope. */
export interface ListPage<T> {
  data: T[];
  /** Every match of the filter, on every page. */
  total: number;
}

/** The list envelope of docs/product.md#api: the page's items and where the page sits among all of them. */
export const listAnswer = <T>(page: ListPage<T>, window: PageWindow): ListResult<T> => ({
  status: 1,
  data: page.data,
  pagination: paginationOf(page.total, window),
});
