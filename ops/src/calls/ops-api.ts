import type { ErrorEnvelope } from '@rental/shared/contracts/envelope.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '@rental/shared/contracts/xsrf.ts';

const API = '/api/v1';

/** A refused call, with the API's own message (it names the field or the current state). */
export class OpsApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: ErrorEnvelope['error'] | 'network',
    message: string,
  ) {
    super(message);
  }
}

const xsrfToken = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${XSRF_COOKIE}=`))
    ?.slice(XSRF_COOKIE.length + 1);

/** The XSRF cookie comes with any answer of the server; a console opened from a cached page asks for one. */
async function ensureXsrfToken(): Promise<string> {
  const token = xsrfToken();
  if (token) return decodeURIComponent(token);
  await fetch(`${API}/xsrf-token`, { credentials: 'same-origin' });
  return decodeURIComponent(xsrfToken() ?? '');
}

async function refusal(response: Response): Promise<OpsApiError> {
  const body = (await response.json().catch(() => undefined)) as Partial<ErrorEnvelope> | undefined;
  return new OpsApiError(
    response.status,
    body?.error ?? 'internal_error',
    body?.message ?? `HTTP ${response.status}`,
  );
}

async function call(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(`${API}${path}`, {
      ...init,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...init.headers },
    });
  } catch (error) {
    throw new OpsApiError(0, 'network', error instanceof Error ? error.message : String(error));
  }
}

/** Reads an operators' API answer; `etag` makes it conditional, and an unchanged answer is `undefined`. */
export async function opsGet<T>(
  path: string,
  etag?: string,
  signal?: AbortSignal,
): Promise<{ data: T; etag: string | null } | undefined> {
  const response = await call(path, { signal, headers: etag ? { 'If-None-Match': etag } : {} });
  if (response.status === 304) return undefined;
  if (!response.ok) throw await refusal(response);
  const body = (await response.json()) as { data: T };
  return { data: body.data, etag: response.headers.get('ETag') };
}

/** A change: JSON body, the XSRF header the server checks on every write. */
export async function opsSend<T>(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await call(path, {
    method,
    headers: {
      [XSRF_HEADER]: await ensureXsrfToken(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw await refusal(response);
  if (response.status === 204) return undefined as T;
  return ((await response.json()) as { data: T }).data;
}
