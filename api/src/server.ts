import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, migrationsDir } from './config.ts';
import { readMigrations } from './db/migrations.ts';
import { openDatabase } from './db/open-database.ts';
import { waitForCurrentSchema } from './db/wait-for-schema.ts';
import { listenForOperators } from './http/ops-listener.ts';
import { serverLogger } from './http/server-logger.ts';
import { startMetricsListener, type MetricsListener } from './metrics/metrics-listener.ts';
import { rolloutGuardMetrics } from './metrics/rollout-guard-metrics.ts';
import { startMailSender } from './features/mail/start-mail-sender.ts';
import { startHealthUpkeep } from './features/health/start-health-upkeep.ts';
import { startRolloutGuard } from './rollout-guard/start-rollout-guard.ts';
import { closeListener } from './lifecycle/close-listener.ts';
import { drainInstance, type ShutdownStep } from './lifecycle/drain.ts';
import { InstanceLifecycle } from './lifecycle/instance-lifecycle.ts';
import { warmUp } from './lifecycle/warm-up.ts';
import { createRemotesConfigFromBuild } from './site/initial-remotes-config.ts';
import { isSiteBuilt } from './site/site-files.ts';
import { seedDatabase } from './seed/seed.ts';

/**
 * Connections the kernel holds until the server accepts them (capped by net.core.somaxconn). Node's 511
 * overflowed under a burst of 800 new connections: the dropped SYNs were sent again after 1, 3 and 7 s,
 * so a few visitors waited seconds for a page the instance served in milliseconds once it saw them
 * (docs/operations.md#back-pressure).
 */
const LISTEN_BACKLOG = 4096;

/** Set once a signal came: what fails after it (a query on the closed pool) is the shutdown's, not news. */
let closing = false;

async function main() {
  const config = loadConfig();
  const log = serverLogger(config.logLevel);
  const started = performance.now();
  const lifecycle = new InstanceLifecycle('starting');
  const database = await openDatabase({ ...config, log });
  // The embedded database is this instance's own: it is brought up to date here. PostgreSQL's schema and
  // seed are the release steps' (npm run migrate, npm run seed): an instance waits for them, never runs them.
  if (database.kind === 'pglite')
    await seedDatabase(database.db, { generatedEquipment: config.seedGeneratedEquipment });
  const { siteRoot, remotesConfig, remotesConfigToken, health } = config.app;
  const hasSite = isSiteBuilt(siteRoot);
  if (config.remotesConfigFromBuild && hasSite) createRemotesConfigFromBuild(remotesConfig, siteRoot);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const app = await buildApp(
    { db: database.db, pool: database.pool, redis, loggerInstance: log, lifecycle },
    config.app,
  );

  // Filled in as the background work starts; a signal before that stops only what has started.
  const background: ShutdownStep[] = [];
  let metricsListener: MetricsListener | undefined;
  const shutdown = async (signal: string) => {
    if (closing) {
      log.warn({ signal }, 'second signal while shutting down: exiting now');
      process.exit(1);
    }
    closing = true;
    const code = await drainInstance(signal, {
      lifecycle,
      settings: config.shutdown,
      log,
      // The listeners first, while the pages in flight still get their data from the app; then the app,
      // whose render workers end after the last page.
      closeListeners: async () => {
        await Promise.all([
          closeListener(app.server),
          app.opsServer && closeListener(app.opsServer),
          metricsListener?.close(),
        ]);
        await app.close();
      },
      steps: [
        ...background,
        { name: 'database', run: () => database.close() },
        // A Redis that went away takes no QUIT: its connection is simply dropped.
        { name: 'redis', run: async () => void (await redis?.quit().catch(() => redis.disconnect())) },
      ],
    });
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Listening from here on: the probes answer (not ready) while the database is brought to the build's schema.
  await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = (host: string) => (host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host);
  const { opsListener } = config.app;
  const opsPort = opsListener && (await listenForOperators(app, opsListener));
  const opsOrigin = opsListener && (opsListener.publicUrl ?? `http://${shown(opsListener.host)}:${opsPort}`);
  if (config.metricsListener)
    metricsListener = await startMetricsListener(app.metrics, config.metricsListener);

  if (database.kind === 'postgres')
    await waitForCurrentSchema(database.db, {
      migrations: readMigrations(migrationsDir),
      intervalMs: config.schemaPollMs,
      log: (line) => log.warn(line),
    });
  if (closing) return;
  lifecycle.databaseReady(hasSite);

  const { enabled: guardEnabled, ...guardSettings } = config.app.rolloutGuard;
  const guard =
    guardEnabled && hasSite
      ? startRolloutGuard({
          db: database.db,
          remotesConfig,
          remotesConfigToken,
          settings: guardSettings,
          log,
          onDecision: rolloutGuardMetrics(app.metrics),
        })
      : undefined;
  if (guard) background.push({ name: 'rollout guard', run: () => guard.stop() });
  const healthUpkeep = startHealthUpkeep({
    db: database.db,
    periodMs: health.periodMs,
    retentionDays: health.retentionDays,
    windowMs: health.windowMs,
    log,
  });
  background.push({ name: 'health upkeep', run: () => healthUpkeep.stop() });
  // An e-mail being sent when the sender stops is sent and marked; the rest wait for another instance.
  const mail = startMailSender({ db: database.db, config: config.mail, log });
  background.push({ name: 'e-mail sender', run: () => mail.stop() });

  const origin = `http://${shown(config.host)}:${port}`;
  const where =
    database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log.info(
    {
      site: hasSite ? `${origin}/` : undefined,
      opsConsole: opsOrigin ? `${opsOrigin}/ops` : undefined,
      metrics:
        config.metricsListener && metricsListener
          ? `http://${shown(config.metricsListener.host)}:${metricsListener.port}/metrics`
          : undefined,
      emails: mail.description,
      openApi: `${origin}/api/v1/docs`,
    },
    `${hasSite ? `Site up in ${seconds} s at ${origin}/ · ` : ''}API at ${origin}/api/v1 on ${where}`,
  );
  if (hasSite) await warmUp(app, lifecycle, log);
}

main().catch((error: unknown) => {
  if (closing) return;
  const log = serverLogger('info');
  if (error instanceof ConfigError) log.fatal(`Configuration error: ${error.message}`);
  else log.fatal({ err: error }, 'the server could not start');
  process.exit(1);
});
