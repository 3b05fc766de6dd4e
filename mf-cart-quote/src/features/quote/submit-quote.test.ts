import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuoteRequest } from '@rental/shared/api-client/calls/create-quote-request.ts';
import { refreshXsrfToken } from '@rental/shared/api-client/calls/refresh-xsrf-token.ts';
import { ApiHttpError } from '@rental/shared/api-client/api-errors.ts';
import { CONNECTION_FAILURE } from '@rental/shared/api-client/http-client.ts';
import type { QuoteRequestPayload } from '@rental/shared/contracts';
import { submitQuote } from './submit-quote.ts';

vi.mock('@rental/shared/api-client/calls/create-quote-request.ts', () => ({ createQuoteRequest: vi.fn() }));
vi.mock('@rental/shared/api-client/calls/refresh-xsrf-token.ts', () => ({ refreshXsrfToken: vi.fn() }));
const create = vi.mocked(createQuoteRequest);
const refresh = vi.mocked(refreshXsrfToken);

const payload = { customer_name: 'Ana Pierre' } as QuoteRequestPayload;

describe('sending a quote request (docs/product.md#api-requests)', () => {
  beforeEach(() => {
    create.mockReset();
    refresh.mockReset().mockResolvedValue(undefined);
  });

  it('succeeds with the reference the API returned', async () => {
    create.mockResolvedValue({ status: 1, data: { id: 7, reference: 'Q-7F3K2M' } });
    await expect(submitQuote(payload, 'key-1')).resolves.toEqual({ ok: true, reference: 'Q-7F3K2M' });
    expect(create).toHaveBeenCalledWith(payload, 'key-1');
  });

  it('tells a rate limit and a form still expired after a fresh token apart from other refusals', async () => {
    create.mockRejectedValueOnce(new ApiHttpError(429, undefined));
    await expect(submitQuote(payload)).resolves.toEqual({ ok: false, reason: 'rate-limited' });
    expect(refresh).not.toHaveBeenCalled();
    create.mockRejectedValue(new ApiHttpError(403, undefined));
    await expect(submitQuote(payload)).resolves.toEqual({ ok: false, reason: 'expired' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('gets a fresh XSRF token and sends the same request once more when the token was refused', async () => {
    create
      .mockRejectedValueOnce(new ApiHttpError(403, undefined))
      .mockResolvedValueOnce({ status: 1, data: { id: 8, reference: 'Q-RETRY1' } });
    await expect(submitQuote(payload, 'key-2')).resolves.toEqual({ ok: true, reference: 'Q-RETRY1' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(create.mock.calls).toEqual([
      [payload, 'key-2'],
      [payload, 'key-2'],
    ]);
  });

  it('fails on a connection failure', async () => {
    create.mockResolvedValue(CONNECTION_FAILURE);
    await expect(submitQuote(payload)).resolves.toEqual({ ok: false, reason: 'connection' });
  });

  it('fails on any HTTP error, 4xx or 5xx', async () => {
    create.mockRejectedValueOnce(new ApiHttpError(400, undefined));
    await expect(submitQuote(payload)).resolves.toEqual({ ok: false, reason: 'http' });
    create.mockRejectedValueOnce(new ApiHttpError(503, undefined));
    await expect(submitQuote(payload)).resolves.toEqual({ ok: false, reason: 'http' });
  });

  it('fails on a response that carries an error field, even with status 1', async () => {
    create.mockResolvedValue({ status: 1, error: 'duplicate', data: { id: 1, reference: 'Q-1' } } as never);
    await expect(submitQuote(payload)).resolves.toEqual({ ok: false, reason: 'refused' });
  });

  it('fails, and says why in the console, on anything unexpected', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    create.mockRejectedValueOnce(new TypeError('boom'));
    await expect(submitQuote(payload)).resolves.toEqual({ ok: false, reason: 'connection' });
    expect(warn).toHaveBeenCalled();
  });
});
