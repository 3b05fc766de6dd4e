import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { openReleaseStores } from '@rental/shared/releases/stores/open-release-store.ts';
import { migrationsDir, type AppSettings } from './config.ts';
import { registerApiRoutes } from './composition/api-routes.ts';
import { registerCrossCuttingPlugins } from './composition/cross-cutting-plugins.ts';
import { createFastifyInstance } from './composition/fastify-instance.ts';
import { registerRequestPipeline } from './composition/request-pipeline.ts';
import { serveBuiltSite, servePagesAndConsole } from './composition/site-serving.ts';
import { readMigrations } from './db/migrations.ts';
import type { Database } from './db/database.ts';
import type { ApiInstance } from './http/fastify-types.ts';
import { cachedCheck } from './lifecycle/cached-check.ts';
import { databaseReadiness } from './lifecycle/database-readiness.ts';
import { InstanceLifecycle } from './lifecycle/instance-lifecycle.ts';
import { probeRoutes } from './lifecycle/probe-routes.ts';
import { RenderLoad } from './lifecycle/render-load.ts';
import type { PoolCounts } from './metrics/database-pool-metrics.ts';
import { createMetricsRegistry } from './metrics/metrics-registry.ts';
import { remotesConfigSource } from './site/remotes-config-source.ts';

/** How long `/readyz` keeps its database check: the database is asked at most this often, however many probes. */
const READINESS_CHECK_MAX_AGE_MS = 2000;

export interface AppDependencies {
  db: Database;
  /** Shared rate-limit counters for several API instances; in memory when absent. */
  redis?: Redis;
  logger?: FastifyServerOptions['logger'];
  /** The PostgreSQL pool behind `db`, whose connections the metrics show; none on the embedded database. */
  pool?: PoolCounts;
  /** The server's own logger (JSON on stdout), which its start-up and shutdown lines share; instead of `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Where the instance is in its life, which the probes report; an app that serves at once when absent. */
  lifecycle?: InstanceLifecycle;
}

/**
 * The whole API as one Fastify instance: what every request goes through, the cross-cutting plugins, the
 * built site and the probes, then the routes under /api/v1. Each step registers in this order, on which
 * the hooks' order depends.
 */
export async function buildApp(
  { db, redis, logger, loggerInstance, pool, lifecycle = new InstanceLifecycle() }: AppDependencies,
  settings: AppSettings,
): Promise<ApiInstance> {
  const metrics = createMetricsRegistry();
  const renders = new RenderLoad(settings.overload.maxRenders);
  const { app, admission } = createFastifyInstance({
    logger,
    loggerInstance,
    lifecycle,
    renders,
    metrics,
    settings,
  });
  const health = {
    ...settings.health,
    secret: settings.health.secret ?? randomBytes(32).toString('base64url'),
  };
  await registerRequestPipeline(app, { db, metrics, pool, lifecycle, admission, settings });
  const remotes = remotesConfigSource(settings.remotesConfig, {
    token: settings.remotesConfigToken,
    warn: (message) => app.log.warn(message),
  });
  app.addHook('onClose', async () => remotes.close());
  await registerCrossCuttingPlugins(app, settings, redis);
  const releaseStores = openReleaseStores(settings.releases.stores, settings.releases.store);
  const site = await serveBuiltSite(app, { settings, remotes, releaseStores, health });
  await app.register(probeRoutes, {
    lifecycle,
    overload: settings.overload,
    database: cachedCheck(databaseReadiness(db, readMigrations(migrationsDir)), {
      maxAgeMs: READINESS_CHECK_MAX_AGE_MS,
      timeoutMs: READINESS_CHECK_MAX_AGE_MS,
    }),
    renders,
  });
  await servePagesAndConsole(app, settings.siteRoot, site);
  await registerApiRoutes(app, { db, settings, health, remotes, releaseStores, site });
  await app.ready();
  return app;
}
