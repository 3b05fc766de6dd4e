import type { ConnectionFailure } from '@rental/shared/api-client/http-client.ts';

/**
 * A block's data as a page's loader hands it over: plain JSON, so the server can write it into the page
 * for the browser to hydrate from (docs/decisions/015). A failure is a state, not an error, so one
 * block that could not be read shows its note and the rest of the page stays useful.
 */
export type Loaded<T> = { status: 'ready'; data: T } | { status: 'failed' };

/** Runs one API call for a loader: a connection failure and an HTTP error both end as 'failed'. */
export async function loadFromApi<T>(
  call: () => Promise<{ status: 1; data: T } | ConnectionFailure>,
): Promise<Loaded<T>> {
  try {
    const answer = await call();
    return answer.status === 1 ? { status: 'ready', data: answer.data } : { status: 'failed' };
  } catch (error) {
    console.warn('A block of the page could not be loaded:', error instanceof Error ? error.message : error);
    return { status: 'failed' };
  }
}
