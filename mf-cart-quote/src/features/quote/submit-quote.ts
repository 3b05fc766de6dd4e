import { createQuoteRequest } from '@rental/shared/api-client/calls/create-quote-request.ts';
import { ApiHttpError } from '@rental/shared/api-client/api-errors.ts';
import { retryWithFreshXsrfToken } from '@rental/shared/api-client/retry-with-fresh-xsrf-token.ts';
import type { QuoteRequestPayload } from '@rental/shared/contracts';

export type QuoteFailure = 'connection' | 'http' | 'refused' | 'rate-limited' | 'expired';

export type QuoteOutcome = { ok: true; reference: string } | { ok: false; reason: QuoteFailure };

/**
 * Sends one quote request and reduces every way it can end to success or failure (docs/product.md#errors-visitor): a
 * connection failure, any HTTP error, or a response carrying an `error` field all count as failure. A
 * refused XSRF token is renewed and the request sent once more (with the same key) before it counts.
 * This is the single place a quote leaves the browser, so a request key (idempotency) or a confirmation
 * step can be added here without touching the form.
 */
export async function submitQuote(
  payload: QuoteRequestPayload,
  idempotencyKey?: string,
): Promise<QuoteOutcome> {
  try {
    const response: unknown = await retryWithFreshXsrfToken(() =>
      createQuoteRequest(payload, idempotencyKey),
    );
    return readOutcome(response);
  } catch (error) {
    if (error instanceof ApiHttpError) {
      if (error.httpStatus === 429) return { ok: false, reason: 'rate-limited' };
      if (error.httpStatus === 403) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'http' };
    }
    console.warn('Quote request failed unexpectedly', error);
    return { ok: false, reason: 'connection' };
  }
}

function readOutcome(response: unknown): QuoteOutcome {
  if (typeof response !== 'object' || response === null) return { ok: false, reason: 'refused' };
  const body = response as { status?: unknown; error?: unknown; data?: { reference?: unknown } };
  if (body.status === 0 && body.error === undefined) return { ok: false, reason: 'connection' };
  if (body.error !== undefined || body.status !== 1) return { ok: false, reason: 'refused' };
  const reference = body.data?.reference;
  return typeof reference === 'string' ? { ok: true, reference } : { ok: false, reason: 'refused' };
}
