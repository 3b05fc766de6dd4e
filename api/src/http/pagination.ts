import { LIST_PAGE_SIZE, type Pagination } from '@rental/shared/contracts';

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
