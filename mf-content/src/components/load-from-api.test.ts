import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiHttpError } from '@rental/shared/api-client/api-errors.ts';
import { CONNECTION_FAILURE } from '@rental/shared/api-client/http-client.ts';
import { loadFromApi } from './load-from-api.ts';

afterEach(() => vi.restoreAllMocks());

describe('loadFromApi', () => {
  it("keeps only the answer's data, as plain JSON", async () => {
    const loaded = await loadFromApi(() =>
      Promise.resolve({ status: 1 as const, data: [{ id: 1 }], pagination: { total: 1 } }),
    );
    expect(loaded).toEqual({ status: 'ready', data: [{ id: 1 }] });
    expect(JSON.parse(JSON.stringify(loaded))).toEqual(loaded);
  });

  it('ends as failed after a connection failure or an HTTP error, and says why on the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadFromApi(() => Promise.resolve(CONNECTION_FAILURE))).toEqual({ status: 'failed' });
    const serverError = new ApiHttpError(500, undefined);
    expect(await loadFromApi(() => Promise.reject(serverError))).toEqual({ status: 'failed' });
    expect(warn).toHaveBeenCalledWith(expect.any(String), 'HTTP 500');
  });
});
