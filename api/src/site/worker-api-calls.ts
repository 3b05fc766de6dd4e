import { API_PREFIX } from '../http/api-prefix.ts';
import type { ApiInstance } from '../http/fastify-types.ts';

/**
 * Answers the API calls a worker makes while it renders (the page's data), in this process, under the id
 * of the page request they are made for.
 */
export type WorkerApi = (
  method: string,
  url: string,
  data: unknown,
  requestId: string | undefined,
) => Promise<{ status: number; body: string }>;

/**
 * A loader's API call, come from a render worker, answered by the API itself through `app.inject`
 * (docs/architecture.md#seams): the same routes, hooks, limits and caches as the browser's call, without a
 * trip through the network. Where "go to definition" stops on the data's way: the route is chosen by its
 * address (docs/architecture.md#follow-a-page).
 */
export const apiThroughInject =
  (app: ApiInstance): WorkerApi =>
  async (method, url, data, requestId) => {
    const answer = await app.inject({
      method: method as 'GET' | 'POST',
      url: `${API_PREFIX}${url}`,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        accept: 'application/json',
        // The page's own id: the call's log lines are the page request's (docs/operations.md#logs).
        ...(requestId === undefined ? {} : { 'x-request-id': requestId }),
      },
      ...(data === undefined ? {} : { payload: data as object }),
    });
    return { status: answer.statusCode, body: answer.body };
  };
