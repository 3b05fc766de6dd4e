import { Gauge, type Registry } from 'prom-client';

/** What a `pg.Pool` tells of itself. */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/**
 * The PostgreSQL pool's connections, read at each scrape: in use, idle, and the queries waiting for one
 * (the pool holds 10; waiting ones mean the database or the pool is the bottleneck). The embedded
 * database has no pool and reports none of these.
 */
export function databasePoolMetrics(registry: Registry, pool: PoolCounts) {
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections, by state: in_use or idle',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a PostgreSQL pool connection',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}
