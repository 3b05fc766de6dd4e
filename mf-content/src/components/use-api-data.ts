import { useEffect, useState } from 'react';
import type { ConnectionFailure } from '@rental/shared/api-client/http-client.ts';
import { useInViewOnce } from './use-in-view.ts';

type ApiCall<T> = () => Promise<{ status: 1; data: T } | ConnectionFailure>;

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * Runs one API call when the component mounts, or once `load` is given. `load` must be stable (declare it
 * at module level): a new function on every render would call the API on every render. A connection
 * failure and an HTTP error both end as 'failed'; the page shows a short note instead of the block's data.
 */
export function useApiData<T>(load: ApiCall<T> | undefined): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (result) => {
        if (current)
          setState(result.status === 1 ? { status: 'ready', data: result.data } : { status: 'failed' });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [load]);
  return state;
}

/** How far below the screen a block starts asking for its data: about a quarter of a screen ahead. */
const NEAR_THE_SCREEN = '0px 0px 25% 0px';

/**
 * useApiData for a block below the first screen: the call waits until the list that shows the data (the
 * returned `ref`) comes near the screen. The home page then starts without asking the API anything, and
 * without the HTTP client's code (issue 8); a visitor who scrolls finds the data there.
 */
export function useApiDataWhenNear<T>(load: ApiCall<T>) {
  const { ref, inView } = useInViewOnce<HTMLUListElement>({ threshold: 0, rootMargin: NEAR_THE_SCREEN });
  return { ref, state: useApiData(inView ? load : undefined) };
}
