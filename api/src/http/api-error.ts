import type { ErrorCode } from '@rental/shared/contracts';

/** An error a handler raises on purpose; the central error handler turns it into the failure envelope. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries, such as a 429's Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string, id: number) =>
  new ApiError(404, 'not_found', `No ${what} with id ${id}.`);

export function validationFailed(fields: Record<string, string>): ApiError {
  return new ApiError(422, 'validation_failed', summarizeFields(fields), fields);
}

export function summarizeFields(fields: Record<string, string>): string {
  const messages = Object.values(fields);
  const shown = messages.slice(0, 3).join(' ');
  return messages.length > 3 ? `${shown} (and ${messages.length - 3} more)` : shown;
}
