import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ListPageData } from './list-state.ts';
import { PagedList, type ListSource } from './paged-list.ts';

/**
 * A list's state for React; `source` must keep its identity while its key is unchanged (memoise it).
 * `first`, the page the route's loader read, is only taken at the start: after that the list follows its
 * filters itself. The server renders from the same state, so the browser hydrates exactly that page.
 */
export function usePagedList<T extends { id: number }>(
  source: ListSource<T>,
  first?: ListPageData<T> | null,
) {
  const [list] = useState(() => new PagedList(source, first));
  const state = useSyncExternalStore(list.subscribe, list.getState, list.getState);

  useEffect(() => {
    list.resume();
    return () => list.stop();
  }, [list]);

  useEffect(() => {
    list.show(source);
  }, [list, source]);

  return { state, list };
}
