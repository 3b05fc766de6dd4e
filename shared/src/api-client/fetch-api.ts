import { XSRF_HEADER } from '../contracts/xsrf.ts';
import { API_BASE, API_REQUEST_HEADERS } from './api-base.ts';
import { apiHttpError, ApiNetworkError } from './api-errors.ts';
import { isWrite, readXsrfToken } from './xsrf-token.ts';

/**
 * No answer brings the XSRF cookie unasked (docs/architecture.md#rollouts), and a page opened from a
 * cache has none: before a write, ask for one.
 */
async function ensureXsrfToken(): Promise<string> {
  const token = readXsrfToken();
  if (token !== undefined) return token;
  await fetch(`${API_BASE}/xsrf-token`, { credentials: 'same-origin' });
  return readXsrfToken() ?? '';
}

/**
 * Sends a request to the API as the signed-in app it is (the operators' console, docs/decisions/025): the
 * headers of every API request, the XSRF header on writes, the page's own cookies, never an answer of the
 * browser's cache. No answer is an `ApiNetworkError`; an HTTP error (not a 304) is an `ApiHttpError`.
 */
export async function fetchApi(
  path: string,
  init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {},
): Promise<Response> {
  const xsrf: Record<string, string> = isWrite(init.method) ? { [XSRF_HEADER]: await ensureXsrfToken() } : {};
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      ...init,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { ...API_REQUEST_HEADERS, ...xsrf, ...init.headers },
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
