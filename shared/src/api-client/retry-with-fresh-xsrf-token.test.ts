import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshXsrfToken } from './calls/refresh-xsrf-token.ts';
import { ApiHttpError } from './api-errors.ts';
import { CONNECTION_FAILURE } from './http-client.ts';
import { retryWithFreshXsrfToken } from './retry-with-fresh-xsrf-token.ts';

vi.mock('./calls/refresh-xsrf-token.ts', () => ({ refreshXsrfToken: vi.fn() }));
const refresh = vi.mocked(refreshXsrfToken);

const refused = new ApiHttpError(403, {
  status: 0,
  error: 'forbidden',
  message: 'This form has expired or was not sent from this site. Reload the page and try again.',
});
const created = { status: 1, data: { id: 3 } } as const;

beforeEach(() => {
  refresh.mockReset().mockResolvedValue(undefined);
});

describe('a public form’s write and its XSRF token', () => {
  it('is sent once, with no token request, when the API takes it', async () => {
    const write = vi.fn().mockResolvedValue(created);
    await expect(retryWithFreshXsrfToken(write)).resolves.toBe(created);
    expect(write).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('is sent again after one fresh token when the API refused its token', async () => {
    const order: string[] = [];
    refresh.mockImplementation(async () => void order.push('refresh'));
    const write = vi.fn(async () => {
      order.push('write');
      if (order.length === 1) throw refused;
      return created;
    });
    await expect(retryWithFreshXsrfToken(write)).resolves.toBe(created);
    expect(order).toEqual(['write', 'refresh', 'write']);
  });

  it('is sent again only once: a second refusal reaches the caller', async () => {
    const write = vi.fn().mockRejectedValue(refused);
    await expect(retryWithFreshXsrfToken(write)).rejects.toBe(refused);
    expect(write).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('is sent again even when the token request itself fails', async () => {
    refresh.mockRejectedValue(new ApiHttpError(503, undefined));
    const write = vi.fn().mockRejectedValueOnce(refused).mockResolvedValueOnce(created);
    await expect(retryWithFreshXsrfToken(write)).resolves.toBe(created);
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('is not sent again for any other failure', async () => {
    const limited = new ApiHttpError(429, undefined);
    const write = vi.fn().mockRejectedValue(limited);
    await expect(retryWithFreshXsrfToken(write)).rejects.toBe(limited);
    const offline = vi.fn().mockResolvedValue(CONNECTION_FAILURE);
    await expect(retryWithFreshXsrfToken(offline)).resolves.toBe(CONNECTION_FAILURE);
    expect(write).toHaveBeenCalledTimes(1);
    expect(offline).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });
});
