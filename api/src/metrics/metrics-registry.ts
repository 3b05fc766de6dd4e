import { collectDefaultMetrics, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics, which the metrics listener serves (docs/operations.md#metrics). */
    metrics: Registry;
  }
}

/**
 * One registry per app, never prom-client's global one: tests build several apps in one process, and each
 * counts its own traffic. It starts with the process's and Node's own figures (memory, CPU, event loop,
 * garbage collection, handles).
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}
