import { useCallback, useEffect, useState } from 'react';
import type { ConnectionFailure } from '@rental/shared/api-client/http-client.ts';
import { ApiHttpError } from '@rental/shared/api-client/http-client.ts';
import type { Success } from '@rental/shared/contracts';

export type ItemState<T> =
  { state: 'loading' } | { state: 'found'; item: T } | { state: 'missing' } | { state: 'failed' };

const ROUTE_ID = /^[1-9]\d{0,9}$/;

/** 404, or 400 for an id beyond what the API accepts: either way there is no such item. */
const isMissing = (error: unknown) =>
  error instanceof ApiHttpError && (error.httpStatus === 404 || error.httpStatus === 400);

/**
 * Loads one item by the id in the address: a 404 (or an id that cannot be one) is "missing", any other
 * failure "failed", which `retry` asks again. `fetchItem` must be stable (a module-level call).
 */
export function useApiItem<T>(
  id: string | undefined,
  fetchItem: (id: number) => Promise<Success<T> | ConnectionFailure>,
): { result: ItemState<T>; retry: () => void } {
  const [result, setResult] = useState<ItemState<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id || !ROUTE_ID.test(id)) {
      setResult({ state: 'missing' });
      return;
    }
    let active = true;
    setResult({ state: 'loading' });
    fetchItem(Number(id)).then(
      (response) => {
        if (active)
          setResult(response.status === 1 ? { state: 'found', item: response.data } : { state: 'failed' });
      },
      (error: unknown) => {
        if (active) setResult({ state: isMissing(error) ? 'missing' : 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [id, fetchItem, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { result, retry };
}
