import { fetchApi, readEnvelopeData } from '@rental/shared/api-client/fetch-api.ts';

/** Reads an operators' API answer; `etag` makes it conditional, and an unchanged answer is `undefined`. */
export async function opsGet<T>(
  path: string,
  etag?: string,
  signal?: AbortSignal,
): Promise<{ data: T; etag: string | null } | undefined> {
  const response = await fetchApi(path, { signal, headers: etag ? { 'If-None-Match': etag } : {} });
  if (response.status === 304) return undefined;
  return { data: await readEnvelopeData<T>(response), etag: response.headers.get('ETag') };
}

/** A change, its body sent as JSON. */
export const opsSend = <T>(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> =>
  fetchApi(path, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  }).then((response) => readEnvelopeData<T>(response));
