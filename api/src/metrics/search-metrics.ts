import { Counter, Histogram, type Registry } from 'prom-client';

/** A search of the equipment list (a query in `POST /equipments/list`) or the header's suggestions. */
export type SearchKind = 'list' | 'suggestions';

const SEARCH_BUCKETS_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** The search's figures (docs/decisions/020-search-relevance.md): how long searches take, and misses. */
export function searchMetrics(registry: Registry) {
  const duration = new Histogram({
    name: 'search_duration_seconds',
    help: 'Time to answer a search, kept answers included, by kind: list or suggestions',
    labelNames: ['kind'] as const,
    buckets: SEARCH_BUCKETS_SECONDS,
    registers: [registry],
  });
  const nothingFound = new Counter({
    name: 'search_nothing_found_total',
    help: 'Equipment searches whose first page found nothing (what GET /api/v1/ops/search-misses lists)',
    registers: [registry],
  });
  return {
    /** Runs one search's work and counts how long it took, whether it answered or threw. */
    async timed<T>(kind: SearchKind, work: () => Promise<T>): Promise<T> {
      const end = duration.startTimer({ kind });
      try {
        return await work();
      } finally {
        end();
      }
    },
    nothingFound: () => nothingFound.inc(),
  };
}

export type SearchMetrics = ReturnType<typeof searchMetrics>;
