import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, migrationsDir } from './config.ts';
import { readMigrations } from './db/migrations.ts';
import { openDatabase } from './db/open-database.ts';
import { waitForCurrentSchema } from './db/wait-for-schema.ts';
import { listenForOperators } from './http/ops-listener.ts';
import { startMetricsListener, type MetricsListener } from './metrics/metrics-listener.ts';
import { rolloutGuardMetrics } from './metrics/rollout-guard-metrics.ts';
import { startMailSender } from './features/mail/start-mail-sender.ts';
import { startHealthUpkeep } from './features/health/start-health-upkeep.ts';
import { startRolloutGuard } from './features/rollouts/start-rollout-guard.ts';
import { createRemotesConfigFromBuild } from './site/initial-remotes-config.ts';
import { isSiteBuilt } from './site/site-files.ts';
import { seedDatabase } from './seed/seed.ts';

async function main() {
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase(config);
  // The embedded database is this instance's own: it is brought up to date here. PostgreSQL's schema and
  // seed are the release steps' (npm run migrate, npm run seed): an instance waits for them, never runs them.
  if (database.kind === 'pglite')
    await seedDatabase(database.db, { generatedEquipment: config.seedGeneratedEquipment });
  else
    await waitForCurrentSchema(database.db, {
      migrations: readMigrations(migrationsDir),
      intervalMs: config.schemaPollMs,
      log: (line) => console.log(line),
    });
  const { siteRoot, remotesConfig, remotesConfigToken, health } = config.app;
  if (config.remotesConfigFromBuild && isSiteBuilt(siteRoot))
    createRemotesConfigFromBuild(remotesConfig, siteRoot);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const app = await buildApp(
    { db: database.db, pool: database.pool, redis, logger: { level: config.logLevel } },
    config.app,
  );

  const mail = startMailSender({ db: database.db, config: config.mail, log: app.log });
  const { enabled: guardEnabled, ...guardSettings } = config.app.rolloutGuard;
  const guard =
    guardEnabled && isSiteBuilt(siteRoot)
      ? startRolloutGuard({
          db: database.db,
          remotesConfig,
          remotesConfigToken,
          settings: guardSettings,
          log: app.log,
          onDecision: rolloutGuardMetrics(app.metrics),
        })
      : undefined;
  const healthUpkeep = startHealthUpkeep({
    db: database.db,
    periodMs: health.periodMs,
    retentionDays: health.retentionDays,
    windowMs: health.windowMs,
    log: app.log,
  });

  let metricsListener: MetricsListener | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await guard?.stop();
    await healthUpkeep.stop();
    await metricsListener?.close();
    // Both listeners: the operators' closes with the app.
    await app.close();
    await mail.stop();
    await database.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = (host: string) => (host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host);
  const shownHost = shown(config.host);
  const { opsListener } = config.app;
  const opsPort = opsListener && (await listenForOperators(app, opsListener));
  if (config.metricsListener)
    metricsListener = await startMetricsListener(app.metrics, config.metricsListener);
  const opsOrigin = opsListener && (opsListener.publicUrl ?? `http://${shown(opsListener.host)}:${opsPort}`);
  const where =
    database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const origin = `http://${shownHost}:${port}`;
  console.log(
    `\n${isSiteBuilt(siteRoot) ? `Site ready in ${seconds} s at ${origin}/\n` : ''}API at ${origin}/api/v1 on ${where}`,
  );
  console.log(`E-mails: ${mail.description}`);
  if (opsOrigin) console.log(`Operators' console: ${opsOrigin}/ops (its own listener)`);
  if (config.metricsListener && metricsListener)
    console.log(`Metrics: http://${shown(config.metricsListener.host)}:${metricsListener.port}/metrics`);
  console.log(`OpenAPI: ${origin}/api/v1/docs\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
