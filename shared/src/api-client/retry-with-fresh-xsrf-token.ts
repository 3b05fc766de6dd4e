import { refreshXsrfToken } from './calls/refresh-xsrf-token.ts';
import { ApiHttpError } from './api-errors.ts';

/** The API's answer to a write whose XSRF header does not match its cookie, or that has no cookie left. */
const XSRF_REFUSED = 403;

/**
 * Sends a public form's write; when the API refuses it for its XSRF token (a page left open while the
 * cookie went away), gets a fresh token and sends it once more, so the visitor never sees the first
 * refusal. A second refusal, or any other failure, reaches the caller as it came.
 */
export async function retryWithFreshXsrfToken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ApiHttpError) || error.httpStatus !== XSRF_REFUSED) throw error;
  }
  // Even if this request fails, the retry asks for a token once more when it finds none, and its own
  // answer says whether the write went through.
  await refreshXsrfToken().catch(() => undefined);
  return write();
}
