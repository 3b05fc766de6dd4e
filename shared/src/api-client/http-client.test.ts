import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiHttpError } from './api-errors.ts';
import { CONNECTION_FAILURE, send } from './http-client.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

/** What the fake network answers a request with: a response, or a failure to throw. */
type Network = (sent: Sent) => Response | Promise<Response>;

let sent: Sent[];
let network: Network;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  sent = [];
  network = () => json(200, { status: 1, data: [] });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const request = { url, init };
    sent.push(request);
    return network(request);
  });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.cookie = 'XSRF-TOKEN=; Path=/; Max-Age=0';
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The token a page has once it asked for one (`GET /xsrf-token`): no answer brings it unasked. */
const withXsrfToken = () => {
  document.cookie = 'XSRF-TOKEN=token; Path=/';
};

/** A request that stays open until its signal aborts, then fails as `fetch` does. */
const untilAborted: Network = ({ init }) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

const headersOf = (request: Sent | undefined) => new Headers(request?.init.headers);

describe('the site’s API calls through the one sender (docs/product.md#errors-visitor)', () => {
  it('sends under /api/v1 with X-Requested-With, JSON accepted, and the page’s own cookies only', async () => {
    await send({ method: 'GET', url: '/get_categories' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/v1/get_categories');
    expect(sent[0]?.init).toMatchObject({ method: 'GET', credentials: 'same-origin', body: undefined });
    expect(headersOf(sent[0]).get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headersOf(sent[0]).get('Accept')).toBe('application/json');
    expect(headersOf(sent[0]).has('Content-Type')).toBe(false);
  });

  it('sends a GET when no method is named, its query as the call wrote it', async () => {
    await send({ url: '/search/suggestions?query=caf%C3%A9%20%26%20co&lang=fr' });
    expect(sent[0]?.url).toBe('/api/v1/search/suggestions?query=caf%C3%A9%20%26%20co&lang=fr');
    expect(sent[0]?.init.method).toBe('GET');
  });

  it('sends data as JSON, with the call’s own headers', async () => {
    withXsrfToken();
    const payload = { items: [{ id: 3, quantity: 2 }], note: 'é' };
    await send({ method: 'POST', url: '/requests', data: payload, headers: { 'Idempotency-Key': 'k-1' } });
    expect(sent[0]?.init.body).toBe(JSON.stringify(payload));
    expect(headersOf(sent[0]).get('Content-Type')).toBe('application/json');
    expect(headersOf(sent[0]).get('Idempotency-Key')).toBe('k-1');
  });

  it('answers the envelope on success, and nothing for an empty answer', async () => {
    network = () => json(200, { status: 1, data: { id: 3 } });
    await expect(send({ url: '/equipments/3' })).resolves.toEqual({ status: 1, data: { id: 3 } });
    network = () => new Response(null, { status: 204 });
    await expect(send({ url: '/xsrf-token' })).resolves.toBeUndefined();
  });

  it('settles a failure without a response as status 0 "Connection Error!", and logs it', async () => {
    network = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(send({ url: '/get_categories' })).resolves.toEqual(CONNECTION_FAILURE);
    expect(warn).toHaveBeenCalledWith(
      'API call failed without a response',
      '/get_categories',
      expect.any(String),
    );
  });

  it('settles a success whose body is no JSON as a connection failure, and logs it', async () => {
    network = () => new Response('<html>proxy error</html>', { status: 200 });
    await expect(send({ url: '/get_categories' })).resolves.toEqual(CONNECTION_FAILURE);
    expect(warn).toHaveBeenCalled();
  });

  it('gives up after 20 s as a connection failure, and logs it', async () => {
    const timer = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timer.signal);
    network = untilAborted;
    const pending = send({ url: '/equipments/3', signal: new AbortController().signal });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(timeout).toHaveBeenCalledWith(20_000);
    timer.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    await expect(pending).resolves.toEqual(CONNECTION_FAILURE);
    expect(warn).toHaveBeenCalled();
  });

  it('settles a call its caller cancelled as a connection failure, without logging it', async () => {
    const caller = new AbortController();
    network = untilAborted;
    const pending = send({ url: '/search/suggestions?query=cam&lang=en', signal: caller.signal });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.init.signal?.aborted).toBe(false);
    caller.abort();
    await expect(pending).resolves.toEqual(CONNECTION_FAILURE);
    expect(sent[0]?.init.signal?.aborted).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('waits 1.5 s on a 401 and then settles as a failure', async () => {
    vi.useFakeTimers();
    network = () => json(401, { status: 0 });
    withXsrfToken();
    let settled: unknown;
    const pending = send({ url: '/requests', method: 'POST' }).then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(1400);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    await pending;
    expect(settled).toEqual(CONNECTION_FAILURE);
  });

  it('rejects other HTTP errors to the caller with the API envelope', async () => {
    const envelope = {
      status: 0,
      error: 'validation_failed',
      message: 'items must hold at least 1 item.',
      fields: { items: 'items must hold at least 1 item.' },
    };
    network = () => json(422, envelope);
    withXsrfToken();
    const failure = await send({ url: '/requests', method: 'POST' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiHttpError);
    expect(failure).toMatchObject({ httpStatus: 422, envelope, message: envelope.message });
  });

  it('rejects an HTTP error whose body is no envelope with its status alone', async () => {
    network = () => new Response('Bad Gateway', { status: 502 });
    const failure = await send({ url: '/get_categories' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiHttpError);
    expect(failure).toMatchObject({ httpStatus: 502, envelope: undefined, message: 'HTTP 502' });
  });

  it('asks for an XSRF token before a write when the page has none, only then, and echoes it on writes', async () => {
    network = ({ url }) => {
      if (url === '/api/v1/xsrf-token') document.cookie = 'XSRF-TOKEN=fresh%2Btoken; Path=/';
      return json(200, { status: 1 });
    };
    await send({ url: '/equipments/3' });
    await send({ url: '/contact', method: 'POST', data: {} });
    await send({ url: '/requests', method: 'POST', data: {} });
    expect(sent.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'GET /api/v1/equipments/3',
      'GET /api/v1/xsrf-token',
      'POST /api/v1/contact',
      'POST /api/v1/requests',
    ]);
    expect(sent.map((request) => headersOf(request).get('X-XSRF-TOKEN'))).toEqual([
      null,
      null,
      'fresh+token',
      'fresh+token',
    ]);
  });

  it('settles a write whose token request got no answer as a connection failure, without sending it', async () => {
    network = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(send({ url: '/contact', method: 'POST', data: {} })).resolves.toEqual(CONNECTION_FAILURE);
    expect(sent.map(({ url }) => url)).toEqual(['/api/v1/xsrf-token']);
  });
});
