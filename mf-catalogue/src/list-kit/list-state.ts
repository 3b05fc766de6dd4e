import type { ListResult, Pagination } from '@rental/shared/contracts';

/**
 * One list's state (docs/product.md#states). `key` names the filters asked for; `itemsKey` the filters the shown
 * items belong to. While they differ a new first page is pending and the old items stay on screen, so a
 * failed call leaves the list as it was.
 */
export interface ListState<T> {
  key: string;
  itemsKey: string | null;
  items: T[];
  /** The last page appended (0 before the first arrives). */
  page: number;
  /** Where a first load starts: the address's `?page=N` for the filters the loader read, 1 after a change. */
  firstPage: number;
  /** How many results come before the shown items (a list opened at `?page=3` starts at the 41st). */
  offset: number;
  totalPages: number;
  total: number;
  loadingPage: number | null;
  failedPage: number | null;
}

export type ListAction<T> =
  | { type: 'reset'; key: string }
  | { type: 'start'; key: string; page: number }
  | { type: 'stop' }
  | { type: 'success'; key: string; page: number; data: T[]; pagination: Pagination }
  | { type: 'failure'; key: string; page: number };

export const initialListState = <T>(key: string): ListState<T> => ({
  key,
  itemsKey: null,
  items: [],
  page: 0,
  firstPage: 1,
  offset: 0,
  totalPages: 0,
  total: 0,
  loadingPage: null,
  failedPage: null,
});

/** One page of a list as its route's loader read it (`result` null when that failed): the first screen. */
export interface ListPageData<T> {
  key: string;
  page: number;
  result: ListResult<T> | null;
}

/** The list as the loader left it, so the browser takes over the server's page without asking again. */
export function listStateFrom<T>({ key, page, result }: ListPageData<T>): ListState<T> {
  const start = { ...initialListState<T>(key), firstPage: page };
  if (!result) return { ...start, failedPage: page };
  return {
    ...start,
    itemsKey: key,
    items: result.data,
    page,
    offset: (page - 1) * result.pagination.per_page,
    totalPages: result.pagination.total_pages,
    total: result.pagination.total,
  };
}

/** The page the next load asks for: the first after a change, else the one after the last appended. */
export const nextPage = (state: ListState<unknown>): number =>
  state.itemsKey === state.key ? state.page + 1 : state.firstPage;

/** More pages exist for the current filters (the page number stays within total_pages). */
export const hasMorePages = (state: ListState<unknown>): boolean =>
  state.itemsKey === state.key && state.page < state.totalPages;

/** Scrolling or 'Load more' may start a load: more pages, nothing running, no failure waiting for a retry. */
export const canLoadMore = (state: ListState<unknown>): boolean =>
  hasMorePages(state) && state.loadingPage === null && state.failedPage === null;

/** A further page of the shown items loads (not the first page of new filters). */
export const isLoadingMore = (state: ListState<unknown>): boolean =>
  state.loadingPage !== null && state.itemsKey === state.key;

/** A further page of the shown items failed, and waits for a retry. */
export const hasFailedMore = (state: ListState<unknown>): boolean =>
  state.failedPage !== null && state.itemsKey === state.key;

/** The shown items belong to other filters: a first page for the new ones is on its way. */
export const isStale = (state: ListState<unknown>): boolean =>
  state.itemsKey !== null && state.itemsKey !== state.key;

function appendNew<T extends { id: number }>(items: T[], more: T[]): T[] {
  const known = new Set(items.map((item) => item.id));
  return [...items, ...more.filter((item) => !known.has(item.id))];
}

export function listReducer<T extends { id: number }>(
  state: ListState<T>,
  action: ListAction<T>,
): ListState<T> {
  switch (action.type) {
    case 'reset':
      return action.key === state.key
        ? state
        : { ...state, key: action.key, firstPage: 1, loadingPage: null, failedPage: null };
    case 'start':
      if (action.key !== state.key) return state;
      return { ...state, loadingPage: action.page, failedPage: null };
    case 'stop':
      return { ...state, loadingPage: null };
    case 'success': {
      // An answer for filters no longer asked for, or out of order, is dropped.
      if (action.key !== state.key || action.page !== nextPage(state)) return state;
      const first = state.itemsKey !== state.key;
      return {
        ...state,
        itemsKey: action.key,
        items: first ? action.data : appendNew(state.items, action.data),
        page: action.page,
        offset: first ? (action.page - 1) * action.pagination.per_page : state.offset,
        totalPages: action.pagination.total_pages,
        total: action.pagination.total,
        loadingPage: null,
        failedPage: null,
      };
    }
    case 'failure':
      if (action.key !== state.key) return state;
      return { ...state, loadingPage: null, failedPage: action.page };
  }
}
