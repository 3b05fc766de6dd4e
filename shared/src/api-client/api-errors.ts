import type { ErrorEnvelope } from '../contracts/envelope.ts';

/** An HTTP error, with the API's envelope when there is one (its message names the field or the state). */
export class ApiHttpError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly envelope: ErrorEnvelope | undefined,
  ) {
    super(envelope?.message ?? `HTTP ${httpStatus}`);
  }
}

/** A request that got no answer at all: offline, refused, or cut on the way. */
export class ApiNetworkError extends Error {}

/** Whether an answer's body is the API's failure envelope (docs/product.md#api-envelope). */
export const isErrorEnvelope = (value: unknown): value is ErrorEnvelope =>
  typeof value === 'object' && value !== null && (value as { status?: unknown }).status === 0;

/** The typed error of an HTTP error answer whose body is `body`. */
export const apiHttpError = (httpStatus: number, body: unknown): ApiHttpError =>
  new ApiHttpError(httpStatus, isErrorEnvelope(body) ? body : undefined);
