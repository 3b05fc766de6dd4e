import type { ListResult } from '@rental/shared/contracts';

export interface Row {
  id: number;
}

/** One page of `total` rows, 20 to a page, as the API would answer it. */
export function pageOf(page: number, total: number, perPage = 20): ListResult<Row> {
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return {
    status: 1,
    data: Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => ({ id: first + index })),
    pagination: {
      total_pages: Math.ceil(total / perPage),
      per_page: perPage,
      total,
      current_page: page,
    },
  };
}
