import type { Success } from '../../contracts/envelope.ts';
import type { QuoteCreated, QuoteRequestPayload } from '../../contracts/quote.ts';
import { send } from '../http-client.ts';

/** The same key for a retry of the same submission makes the API answer it once. */
export const createQuoteRequest = (payload: QuoteRequestPayload, idempotencyKey?: string) =>
  send<Success<QuoteCreated>>({
    method: 'POST',
    url: '/requests',
    data: payload,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });
