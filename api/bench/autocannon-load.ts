import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

/** A positive (or, with `zero`, non-negative) whole number from the environment, else `fallback`. */
export function positiveInteger(name: string, fallback: number, options: { zero?: boolean } = {}): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (options.zero ? 0 : 1))
    throw new Error(`${name} must be a ${options.zero ? 'non-negative' : 'positive'} integer, got "${raw}"`);
  return value;
}

/**
 * What a browser sends with the site's API requests: it accepts compressed answers, and it holds the
 * XSRF cookie that the page's own answer gave it, so the API does not make it a new one each time.
 */
export const BROWSER_HEADERS = {
  'content-type': 'application/json',
  'accept-encoding': 'gzip, deflate, br, zstd',
  cookie: `XSRF-TOKEN=${randomBytes(24).toString('base64url')}`,
};

const require = createRequire(import.meta.url);
/** Gives each request one of several bodies or paths; a worker thread loads it by path, the main thread as a function. */
const randomRequestPath = require.resolve('./random-request.cjs');

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** autocannon in this many worker threads (0: on the main thread, sharing the server's event loop). */
  workers: number;
}

/** One load of `url`: POSTs of one of `bodies`, or GETs of one of `paths` (each request picks at random). */
export function measure(
  url: string,
  requests: { bodies: object[] } | { paths: string[] },
  { connections, seconds, workers }: LoadOptions,
) {
  const random = {
    requests: [{ setupRequest: workers > 0 ? randomRequestPath : require(randomRequestPath) }],
  };
  const shape =
    'bodies' in requests
      ? requests.bodies.length === 1
        ? { method: 'POST' as const, body: JSON.stringify(requests.bodies[0]) }
        : {
            method: 'POST' as const,
            ...random,
            initialContext: { bodies: requests.bodies.map((b) => JSON.stringify(b)) },
          }
      : { method: 'GET' as const, ...random, initialContext: { paths: requests.paths } };
  return autocannon({
    url,
    headers: BROWSER_HEADERS,
    ...(shape as Partial<autocannon.Options>),
    connections,
    duration: seconds,
    ...(workers > 0 ? { workers } : {}),
  });
}

/** One line of a benchmark's table. */
export interface Figures {
  target: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  requests: number;
  'non-2xx': number;
  errors: number;
  [judged: `p99 ≤ ${number} ms`]: string;
}

/** A load's line: throughput, latency, failures, and against `target` when it is judged (else blank). */
export function figuresOf(name: string, result: autocannon.Result, target: number, judged: boolean): Figures {
  const verdict = judged ? (result.latency.p99 <= target ? 'yes' : 'NO') : '';
  return {
    target: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    // Connection errors and requests unanswered after autocannon's 10 s timeout.
    errors: result.errors,
    [`p99 ≤ ${target} ms` as const]: verdict,
  } as Figures;
}
