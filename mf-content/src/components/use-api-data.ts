import { useEffect, useState } from 'react';
import type { ConnectionFailure } from '@rental/shared/api-client/http-client.ts';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * Runs one API call when the component mounts. `load` must be stable (declare it at module level): a new
 * function on every render would call the API on every render. A connection failure and an HTTP error
 * both end as 'failed'; the page shows a short note instead of the block's data.
 */
export function useApiData<T>(load: () => Promise<{ status: 1; data: T } | ConnectionFailure>): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  useEffect(() => {
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
