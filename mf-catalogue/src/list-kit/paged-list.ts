import type { ConnectionFailure } from '@rental/shared/api-client/http-client.ts';
import type { ListResult } from '@rental/shared/contracts';
import { LIST_CHANGE_DELAY_MS } from './list-constants.ts';
import {
  canLoadMore,
  initialListState,
  listReducer,
  listStateFrom,
  nextPage,
  type ListAction,
  type ListPageData,
  type ListState,
} from './list-state.ts';

export type FetchPage<T> = (page: number, signal: AbortSignal) => Promise<ListResult<T> | ConnectionFailure>;

/** What a list shows: a key naming its filters and the call that fetches one page of them. */
export interface ListSource<T> {
  key: string;
  fetchPage: FetchPage<T>;
}

/**
 * Runs the loads of one list outside React, so its rules can be tested on their own: only one load at a
 * time, a change of filters aborts what runs and starts again at page 1, further pages append within
 * total_pages, and a failure waits for a retry instead of looping.
 */
export class PagedList<T extends { id: number }> {
  private state: ListState<T>;
  private source: ListSource<T>;
  private running: AbortController | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private delayNextChange = false;
  private readonly listeners = new Set<() => void>();

  /** `first` is the page the route's loader read: the list starts from it when it is for these filters. */
  constructor(source: ListSource<T>, first?: ListPageData<T> | null) {
    this.source = source;
    this.state = first?.key === source.key ? listStateFrom(first) : initialListState(source.key);
  }

  readonly getState = (): ListState<T> => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The next change of filters came from the list's own controls: wait before asking (docs/product.md#states). */
  delayNextLoad(): void {
    this.delayNextChange = true;
  }

  /** Shows the list for these filters; a new key resets to page 1. */
  show(source: ListSource<T>): void {
    const changed = source.key !== this.source.key;
    this.source = source;
    if (!changed) return;
    const delay = this.delayNextChange ? LIST_CHANGE_DELAY_MS : 0;
    this.delayNextChange = false;
    this.cancel();
    this.dispatch({ type: 'reset', key: source.key });
    this.loadFirstPage(delay);
  }

  /** Starts (or starts again, after `stop`) the load of the first page when it is still missing. */
  resume(): void {
    this.loadFirstPage(0);
  }

  /** Aborts whatever runs or waits; the page unmounting (or React's strict double run) calls it. */
  stop(): void {
    this.cancel();
    if (this.state.loadingPage !== null) this.dispatch({ type: 'stop' });
  }

  /** The next page, if there is one and nothing else runs. Returns whether a load started. */
  loadMore(): boolean {
    if (this.running || !canLoadMore(this.state)) return false;
    this.run(nextPage(this.state));
    return true;
  }

  /** Asks again for the page that failed. */
  retry(): void {
    const page = this.state.failedPage;
    if (page !== null && !this.running) this.run(page);
  }

  private loadFirstPage(delay: number): void {
    const { itemsKey, key, failedPage } = this.state;
    if (itemsKey === key || failedPage !== null || this.running || this.timer !== undefined) return;
    if (delay <= 0) {
      this.run(nextPage(this.state));
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.run(nextPage(this.state));
    }, delay);
  }

  private run(page: number): void {
    const controller = new AbortController();
    this.running = controller;
    const { key, fetchPage } = this.source;
    this.dispatch({ type: 'start', key, page });
    const settle = (action: ListAction<T>) => {
      if (this.running !== controller) return;
      this.running = null;
      this.dispatch(action);
    };
    fetchPage(page, controller.signal).then(
      (result) =>
        settle(
          result.status === 1
            ? { type: 'success', key, page, data: result.data, pagination: result.pagination }
            : { type: 'failure', key, page },
        ),
      () => settle({ type: 'failure', key, page }),
    );
  }

  private cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running?.abort();
    this.running = null;
  }

  private dispatch(action: ListAction<T>): void {
    const next = listReducer(this.state, action);
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
