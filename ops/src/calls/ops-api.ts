import { fetchApi, readEnvelopeData } from '@rental/shared/api-client/fetch-api.ts';

/** The console shows what is true now: never an answer of the browser's cache (docs/product.md#api). */
const NEVER_CACHED = 'no-store';

/** Reads an operators' API answer; `etag` makes it conditional, and an unchanged answer is `undefined`. */
export async function opsGet<T>(
  path: string,
  etag?: string,
  signal?: AbortSignal,
): Promise<{ data: T; etag: string | null } | undefined> {
  const response = await fetchApi(path, {
    signal,
    cache: NEVER_CACHED,
    headers: etag ? { 'If-None-Match': etag } : {},
  });
  if (response.status === 304) return undefined;
  return { data: await readEnvelopeData<T>(response), etag: response.headers.get('ETag') };
}

/** A change, its body sent as JSON. */
export const opsSend = <T>(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> =>
  fetchApi(path, { method, body, cache: NEVER_CACHED }).then((response) => readEnvelopeData<T>(response));
