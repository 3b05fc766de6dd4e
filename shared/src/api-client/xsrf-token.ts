import { XSRF_COOKIE } from '../contracts/xsrf.ts';

const READS = new Set(['get', 'head', 'options']);

/** Whether a request of `method` changes something, and so must carry the XSRF header (docs/product.md#spam). */
export const isWrite = (method: string | undefined) => !READS.has((method ?? 'get').toLowerCase());

/** The XSRF cookie's value, decoded, or `undefined` when the page has none yet. */
export function readXsrfToken(): string | undefined {
  const pair = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${XSRF_COOKIE}=`));
  return pair === undefined ? undefined : decodeURIComponent(pair.slice(XSRF_COOKIE.length + 1));
}
