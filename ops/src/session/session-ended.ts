import { ApiHttpError } from '@rental/shared/api-client/api-errors.ts';

/** Whether a call was refused because the operator's session ended (expired, or signed out elsewhere). */
export const sessionEnded = (error: unknown): boolean =>
  error instanceof ApiHttpError && error.httpStatus === 401;
