import type * as Axios from 'axios';
import type { AxiosAdapter, AxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiHttpError } from './api-errors.ts';
import { CONNECTION_FAILURE, httpClient, send } from './http-client.ts';

const client = await httpClient();
const originalAdapter = client.defaults.adapter;
afterEach(() => {
  client.defaults.adapter = originalAdapter;
  vi.useRealTimers();
  document.cookie = 'XSRF-TOKEN=; Path=/; Max-Age=0';
});
/** The token a page has once it asked for one (`GET /xsrf-token`): no answer brings it unasked. */
const withXsrfToken = () => {
  document.cookie = 'XSRF-TOKEN=token; Path=/';
};

function answer(status: number, data: unknown): AxiosAdapter {
  return async (config) => {
    const response = { status, data, statusText: '', headers: {}, config: config as never };
    if (status >= 400)
      throw new AxiosError('HTTP error', 'ERR_BAD_RESPONSE', config as never, {}, response as never);
    return response;
  };
}

describe('the shared HTTP client (docs/product.md#errors-visitor)', () => {
  it('is made once, with the first request', async () => {
    expect(await httpClient()).toBe(client);
  });

  it('settles as a connection failure when the client itself cannot be downloaded, and tries again next time', async () => {
    vi.resetModules();
    let offline = true;
    const actual = await vi.importActual<typeof Axios>('axios');
    vi.doMock('axios', () => {
      if (offline) throw new Error('Loading chunk axios failed');
      return actual;
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const fresh = await import('./http-client.ts');
      await expect(fresh.send({ url: '/get_categories' })).resolves.toEqual(CONNECTION_FAILURE);
      expect(warn).toHaveBeenCalledWith('The HTTP client could not be loaded', expect.any(String));
      offline = false;
      await expect(fresh.httpClient()).resolves.toHaveProperty('defaults.baseURL', '/api/v1');
    } finally {
      vi.doUnmock('axios');
      warn.mockRestore();
    }
  });

  it('sends X-Requested-With, uses the XSRF cookie and header names and no credentials cross-site', async () => {
    let seen: AxiosRequestConfig | undefined;
    client.defaults.adapter = async (config) => {
      seen = config;
      return { status: 200, data: { status: 1, data: [] }, statusText: 'OK', headers: {}, config };
    };
    await send({ method: 'GET', url: '/get_categories' });
    expect(AxiosHeaders.from(seen?.headers as never).get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(seen).toMatchObject({
      baseURL: '/api/v1',
      withCredentials: false,
      xsrfCookieName: 'XSRF-TOKEN',
      xsrfHeaderName: 'X-XSRF-TOKEN',
    });
  });

  it('answers the envelope on success', async () => {
    client.defaults.adapter = answer(200, { status: 1, data: { id: 3 } });
    await expect(send({ url: '/equipments/3' })).resolves.toEqual({ status: 1, data: { id: 3 } });
  });

  it('settles a failure without a response as status 0 "Connection Error!", and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    client.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config as never);
    };
    await expect(send({ url: '/get_categories' })).resolves.toEqual(CONNECTION_FAILURE);
    expect(warn).toHaveBeenCalled();
  });

  it('waits 1.5 s on a 401 and then settles as a failure', async () => {
    vi.useFakeTimers();
    client.defaults.adapter = answer(401, { status: 0 });
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
    client.defaults.adapter = answer(422, envelope);
    withXsrfToken();
    const failure = await send({ url: '/requests', method: 'POST' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiHttpError);
    expect(failure).toMatchObject({ httpStatus: 422, envelope, message: envelope.message });
  });

  it('asks for an XSRF token before a write when the page has none, and only then', async () => {
    const asked: string[] = [];
    client.defaults.adapter = async (config) => {
      asked.push(`${config.method?.toUpperCase()} ${config.url}`);
      if (config.url === '/xsrf-token') document.cookie = 'XSRF-TOKEN=fresh; Path=/';
      return { status: 200, data: { status: 1 }, statusText: 'OK', headers: {}, config };
    };
    await send({ url: '/equipments/3' });
    await send({ url: '/contact', method: 'POST', data: {} });
    await send({ url: '/requests', method: 'POST', data: {} });
    expect(asked).toEqual(['GET /equipments/3', 'GET /xsrf-token', 'POST /contact', 'POST /requests']);
  });
});
