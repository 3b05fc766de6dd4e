import { ApiHttpError, apiHttpError } from './api-errors.ts';
import { fetchApi } from './fetch-api.ts';
import { serverApiSlot, type ServerApi } from '../seams/global-slots.ts';

/** A network or unknown failure settles as this result instead of throwing (docs/product.md#errors-visitor). */
export interface ConnectionFailure {
  status: 0;
  message: 'Connection Error!';
}
export const CONNECTION_FAILURE: ConnectionFailure = { status: 0, message: 'Connection Error!' };

/** One of the site's API calls (`shared/src/api-client/calls/`). */
export interface ApiCall {
  method?: 'GET' | 'POST';
  /** Under `API_BASE`, its query written in. */
  url: string;
  /** Sent as JSON. */
  data?: unknown;
  headers?: Record<string, string>;
  /** The caller's cancellation: a cancelled call settles as a connection failure, unlogged. */
  signal?: AbortSignal;
}

const TIMEOUT_MS = 20_000;
const UNAUTHORIZED_WAIT_MS = 1500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sendOnServer<T>(api: ServerApi, call: ApiCall): Promise<T | ConnectionFailure> {
  let answer: { status: number; body: unknown };
  try {
    answer = await api({ method: call.method ?? 'GET', url: call.url, data: call.data });
  } catch (error) {
    console.warn('API call failed on the server', call.url, error instanceof Error ? error.message : error);
    return CONNECTION_FAILURE;
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body as T;
  if (answer.status === 401) return CONNECTION_FAILURE;
  throw apiHttpError(answer.status, answer.body);
}

/** A success's body, read under the call's signal: a body cut on the way, or no JSON, is no answer. */
async function readAnswer<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/**
 * Sends one of the site's calls through the browser's one sender (`fetchApi`) and settles by the rules of
 * docs/product.md#errors-visitor: the envelope on success; `CONNECTION_FAILURE` when there is no answer
 * (logged, unless the caller cancelled it; the 20 s timeout counts as none) or after waiting 1.5 s on a
 * 401; an `ApiHttpError` for every other HTTP error.
 */
export async function send<T>(call: ApiCall): Promise<T | ConnectionFailure> {
  // On the server every app's copy of this module finds the render worker's way of answering API calls:
  // a page's data is read without a trip through the network (docs/decisions/015).
  const onServer = serverApiSlot.read();
  if (onServer) return sendOnServer<T>(onServer, call);
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
  try {
    const response = await fetchApi(call.url, {
      method: call.method,
      body: call.data,
      headers: call.headers,
      signal,
    });
    return await readAnswer<T>(response);
  } catch (error) {
    if (error instanceof ApiHttpError) {
      if (error.httpStatus !== 401) throw error;
      await wait(UNAUTHORIZED_WAIT_MS);
      return CONNECTION_FAILURE;
    }
    if (!call.signal?.aborted) {
      console.warn(
        'API call failed without a response',
        call.url,
        error instanceof Error ? error.message : error,
      );
    }
    return CONNECTION_FAILURE;
  }
}
