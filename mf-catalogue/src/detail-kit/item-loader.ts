import type { ConnectionFailure } from '@rental/shared/api-client/http-client.ts';
import { ApiHttpError } from '@rental/shared/api-client/api-errors.ts';
import type { Success } from '@rental/shared/contracts';
import { data } from '@rental/shared/routes/router.ts';

/** What a detail page shows, as its route's loader read it; plain data, so the server can hand it over. */
export type ItemState<T> = { state: 'found'; item: T } | { state: 'missing' } | { state: 'failed' };

const ROUTE_ID = /^[1-9]\d{0,9}$/;

/** 404, or 400 for an id beyond what the API accepts: either way there is no such item. */
const isMissing = (error: unknown) =>
  error instanceof ApiHttpError && (error.httpStatus === 404 || error.httpStatus === 400);

const failed: ItemState<never> = { state: 'failed' };

/** The page says so, and the server answers the address with 404, so search engines drop it. */
const missing = () => data<ItemState<never>>({ state: 'missing' }, { status: 404 });

/**
 * The loader of a detail page's route (docs/decisions/015): the item the address names. An id that cannot
 * be one, or that the API does not know, is missing; any other failure is `failed`, which the page offers
 * to ask again.
 */
export async function loadItem<T>(
  id: string | undefined,
  fetchItem: (id: number) => Promise<Success<T> | ConnectionFailure>,
) {
  if (!id || !ROUTE_ID.test(id)) return missing();
  try {
    const answer = await fetchItem(Number(id));
    return answer.status === 1 ? ({ state: 'found', item: answer.data } satisfies ItemState<T>) : failed;
  } catch (error) {
    return isMissing(error) ? missing() : failed;
  }
}
