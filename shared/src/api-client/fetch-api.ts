import { XSRF_HEADER } from '../contracts/xsrf.ts';
import { API_BASE, API_REQUEST_HEADERS } from './api-base.ts';
import { apiHttpError, ApiNetworkError } from './api-errors.ts';
import { isWrite, readXsrfToken } from './xsrf-token.ts';

/** A request to the API beside its path. */
export interface ApiRequest {
  /** `GET` when not named. */
  method?: string;
  /** Sent as JSON; no body at all when `undefined`. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The browser's cache mode; its default (the answers' own `Cache-Control`) when not named. */
  cache?: RequestCache;
}

/**
 * The XSRF header of a write. No answer brings the cookie unasked (a page with a cookie could not be one
 * copy for everyone, docs/architecture.md#rollouts), and a page opened from a cache has none: the page asks
 * for one first, under the write's own signal. Without a cookie even then, the write goes without the
 * header, and the API's refusal says so (docs/product.md#spam).
 */
async function xsrfHeader(signal: AbortSignal | undefined): Promise<Record<string, string>> {
  let token = readXsrfToken();
  if (token === undefined) {
    await fetchApi('/xsrf-token', { signal });
    token = readXsrfToken();
  }
  return token === undefined ? {} : { [XSRF_HEADER]: token };
}

/**
 * The one way the browser sends a request to the API (docs/product.md#api), for the site's calls and the
 * operators' console alike: under `API_BASE`, the headers of every API request, the XSRF header on writes,
 * the page's own cookies and never another site's. No answer is an `ApiNetworkError`; an HTTP error (not a
 * 304, which a caller's own `If-None-Match` asks for) is an `ApiHttpError`.
 */
export async function fetchApi(path: string, request: ApiRequest = {}): Promise<Response> {
  const { method = 'GET', body, headers, signal, cache } = request;
  const xsrf = isWrite(method) ? await xsrfHeader(signal) : {};
  const json: Record<string, string> = body === undefined ? {} : { 'Content-Type': 'application/json' };
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'same-origin',
      cache,
      signal,
      headers: { ...API_REQUEST_HEADERS, ...json, ...xsrf, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiNetworkError(error instanceof Error ? error.message : String(error));
  }
  if (response.ok || response.status === 304) return response;
  throw apiHttpError(response.status, await response.json().catch(() => undefined));
}

/** The `data` of a success envelope; `undefined` for an answer with no content. */
export async function readEnvelopeData<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  return ((await response.json()) as { data: T }).data;
}
