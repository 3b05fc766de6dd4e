import { useEffect, useState, useSyncExternalStore } from 'react';
import { PagedList, type ListSource } from './paged-list.ts';

/** A list's state for React; `source` must keep its identity while its key is unchanged (memoise it). */
export function usePagedList<T extends { id: number }>(source: ListSource<T>) {
  const [list] = useState(() => new PagedList(source));
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
