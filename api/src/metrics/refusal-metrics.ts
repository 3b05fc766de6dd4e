import { Counter, type Registry } from 'prom-client';

/**
 * Why an instance refused a request before any of its work (docs/operations.md#back-pressure): it was
 * starting, as many pages as it renders at once were rendering, or it was over a bound of event-loop delay
 * or memory.
 */
export type RefusalReason = 'starting' | 'renders' | 'pressure';

/** Requests refused with 503 at the listener; they never reach the request histogram. */
export function refusalMetrics(registry: Registry) {
  const refused = new Counter({
    name: 'http_requests_refused_total',
    help: 'Requests answered 503 Service Unavailable before any work, by reason: starting, renders, pressure',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  return (reason: RefusalReason) => refused.inc({ reason });
}
