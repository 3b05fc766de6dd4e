import { Counter, Gauge, type Registry } from 'prom-client';

/**
 * How the origin cache answered a page (site/page-cache.ts): `hit` (kept and fresh), `stale` (kept past its
 * freshness, sent while one render refreshes it), `miss` (waited for a render, or nothing is kept), `personal`
 * (the render's answer is its visitor's alone, never kept).
 */
export type PageCacheOutcome = 'hit' | 'stale' | 'miss' | 'personal';

const OUTCOMES: readonly PageCacheOutcome[] = ['hit', 'stale', 'miss', 'personal'];

/** The origin cache's answers by outcome, and the memory its pages take, read at each scrape. */
export function pageCacheMetrics(registry: Registry, bytes: () => number) {
  const answers = new Counter({
    name: 'page_cache_answers_total',
    help:
      'Pages answered through the origin cache, by outcome: hit (kept, fresh), stale (kept, sent while one ' +
      'render refreshes it), miss (waited for a render), personal (the visitor’s own answer, never kept)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  // Every outcome is scraped from the start, so that a rate over it is 0 rather than absent.
  for (const outcome of OUTCOMES) answers.inc({ outcome }, 0);
  new Gauge({
    name: 'page_cache_bytes',
    help: 'Memory the pages kept by the origin cache take, as PAGE_CACHE_MAX_BYTES counts it',
    registers: [registry],
    collect() {
      this.set(bytes());
    },
  });
  return (outcome: PageCacheOutcome) => answers.inc({ outcome });
}
