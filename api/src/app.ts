import { randomBytes, randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MAX_BODY_BYTES } from '@rental/shared/contracts';
import { openReleaseStores } from '@rental/shared/releases/stores/open-release-store.ts';
import { openRemotesConfigStore } from '@rental/shared/rollouts/open-remotes-config-store.ts';
import { migrationsDir, type AppSettings } from './config.ts';
import { readMigrations } from './db/migrations.ts';
import { cachedCheck } from './lifecycle/cached-check.ts';
import { databaseReadiness } from './lifecycle/database-readiness.ts';
import { InstanceLifecycle } from './lifecycle/instance-lifecycle.ts';
import { probeRoutes } from './lifecycle/probe-routes.ts';
import { RenderLoad } from './lifecycle/render-load.ts';
import { Admission } from './lifecycle/admission.ts';
import { requestGate } from './lifecycle/request-gate.ts';
import type { Database } from './db/database.ts';
import { catalogueRoutes } from './features/catalogue/catalogue-routes.ts';
import { contactRoutes } from './features/contact/contact-routes.ts';
import { healthRoutes } from './features/health/health-routes.ts';
import { requestForLog } from './http/request-log.ts';
import { RequestLogLines } from './http/request-log-lines.ts';
import { opsOverviewRoutes } from './features/ops-console/ops-overview-routes.ts';
import { healthSeriesRoutes } from './features/ops-console/health-series-routes.ts';
import { consoleReleases } from './features/ops-console/console-releases.ts';
import { releaseVersionsRoutes } from './features/ops-console/release-versions-routes.ts';
import { rolloutChangeRoutes } from './features/ops-console/rollout-change-routes.ts';
import { rolloutHistoryRoutes } from './features/ops-console/rollout-history-routes.ts';
import { opsSessionRoutes } from './features/ops-sessions/ops-session-routes.ts';
import { opsTokenAttempts } from './features/ops-sessions/ops-token-attempts.ts';
import { releaseProblemRoutes } from './features/releases/release-problems-routes.ts';
import { issueViewToken } from './health-figures/view-token.ts';
import { peopleRoutes } from './features/people/people-routes.ts';
import { quoteRoutes } from './features/quotes/quote-routes.ts';
import { SearchMissCounter } from './search/search-misses.ts';
import { searchRoutes } from './features/search/search-routes.ts';
import { apiNoindex } from './features/seo/api-noindex.ts';
import { seoRoutes } from './features/seo/seo-routes.ts';
import { testSupportRoutes } from './features/test-support/test-support-routes.ts';
import { API_PREFIX } from './http/api-prefix.ts';
import { ANSWER_BROTLI } from './http/encoded-answer.ts';
import { errorHandler, notFoundEnvelope } from './http/error-handler.ts';
import type { ApiInstance } from './http/fastify-types.ts';
import { jsonBodyParser } from './http/json-body-parser.ts';
import { databasePoolMetrics, type PoolCounts } from './metrics/database-pool-metrics.ts';
import { httpRequestMetrics } from './metrics/http-request-metrics.ts';
import { createMetricsRegistry } from './metrics/metrics-registry.ts';
import { outboxMetrics } from './metrics/outbox-metrics.ts';
import { searchMetrics } from './metrics/search-metrics.ts';
import { refusalMetrics } from './metrics/refusal-metrics.ts';
import { busyRefusal } from './http/busy-answer.ts';
import { opsListener } from './http/ops-listener.ts';
import { readOutboxBacklog } from './outbox/outbox-repository.ts';
import { fastifyTrustProxy } from './http/trusted-proxies.ts';
import { schemaValidators } from './http/schema-validators.ts';
import { media } from './plugins/media.ts';
import { openApi } from './plugins/openapi.ts';
import { csrf } from './plugins/csrf.ts';
import { rateLimits } from './plugins/rate-limits.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { remotesConfigSource } from './site/remotes-config-source.ts';
import { serveSite } from './site/serve-site.ts';
import { buildsWithoutSite } from './site/servable-remotes.ts';
import { isOpsConsoleBuilt, OPS_PATH, opsConsoleFiles } from './site/ops-console-files.ts';
import { isPageRequest, isSiteBuilt } from './site/site-files.ts';

/** How long `/readyz` keeps its database check: the database is asked at most this often, however many probes. */
const READINESS_CHECK_MAX_AGE_MS = 2000;

/** How often the counts of searches that found nothing are written. */
const SEARCH_MISSES_FLUSH_MS = 10_000;

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

/** The whole API as one Fastify instance: external plugins, then ours, then the routes under /api/v1. */
export async function buildApp(
  { db, redis, logger, loggerInstance, pool, lifecycle = new InstanceLifecycle() }: AppDependencies,
  settings: AppSettings,
): Promise<ApiInstance> {
  const metrics = createMetricsRegistry();
  const renders = new RenderLoad(settings.overload.maxRenders);
  // Refusals are decided at the listener, before Fastify's work (docs/operations.md#back-pressure).
  const admission: Admission = new Admission({
    lifecycle,
    renders,
    // Pages, but not the console's: its routes are the operators'.
    isPage: (method, path) =>
      isPageRequest(method, path) && path !== OPS_PATH && !path.startsWith(`${OPS_PATH}/`),
    busy: busyRefusal(settings.overload.retryAfterSeconds),
    counted: refusalMetrics(metrics),
    underPressure: (): boolean => app.isUnderPressure(),
    warn: (fields, message): void => app.log.warn(fields, message),
  });
  const app = Fastify({
    serverFactory: admission.createServer,
    ...(loggerInstance
      ? { loggerInstance }
      : {
          logger:
            logger && typeof logger === 'object'
              ? { ...logger, serializers: { ...logger.serializers, req: requestForLog } }
              : (logger ?? false),
        }),
    logController: new RequestLogLines(),
    // A request on a kept-alive connection while the server closes is answered, not refused: draining
    // already asked each client to close its connection (lifecycle/request-gate.ts).
    return503OnClosing: false,
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: fastifyTrustProxy(settings.trustProxy),
    // A request id on every log line and response; a caller's own X-Request-Id is kept when well formed.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const health = {
    ...settings.health,
    secret: settings.health.secret ?? randomBytes(32).toString('base64url'),
  };
  app.decorate('db', db);
  // Before every other hook: an answer any of them gives is counted too (docs/operations.md#metrics).
  app.decorate('metrics', metrics);
  await app.register(httpRequestMetrics, { registry: app.metrics });
  outboxMetrics(app.metrics, () => readOutboxBacklog(db));
  if (pool) databasePoolMetrics(app.metrics, pool);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  await app.register(requestGate, { lifecycle, overload: settings.overload });
  app.addHook('onClose', async () => admission.close());
  await app.register(schemaValidators);
  await app.register(errorHandler);
  await app.register(jsonBodyParser);
  // Built files go out precompressed; this covers API answers and the page itself.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, brotliOptions: ANSWER_BROTLI });
  const { remotesConfig } = settings;
  const remotes = remotesConfigSource(remotesConfig, {
    token: settings.remotesConfigToken,
    warn: (message) => app.log.warn(message),
  });
  app.addHook('onClose', async () => remotes.close());
  await app.register(securityHeaders, { extraOrigins: settings.cspExtraOrigins });
  // With the security headers every answer carries, and before the CSRF check and the routes' limits: a
  // request at the wrong listener is not found, whatever else it lacks.
  await app.register(opsListener, { separate: settings.opsListener !== undefined });
  await app.register(csrf);
  await app.register(rateLimits, { limits: settings.rateLimit, redis });
  await app.register(opsTokenAttempts);
  await app.register(apiNoindex);
  await app.register(openApi);
  await app.register(media, { mediaDir: settings.mediaDir });
  await app.register(seoRoutes, { siteUrl: settings.siteUrl });
  const releaseStores = openReleaseStores(settings.releases.stores, settings.releases.store);
  const site = isSiteBuilt(settings.siteRoot)
    ? await serveSite(app, {
        siteRoot: settings.siteRoot,
        remotes,
        siteUrl: settings.siteUrl,
        // Every page carries the same token for its builds within a minute, and the browser draws whether
        // its page load reports: the page stays one for everyone (docs/decisions/029).
        pageHealth:
          health.sampleRate > 0
            ? (assigned) => ({
                token: issueViewToken(health.secret, assigned, Date.now()),
                sampleRate: health.sampleRate,
              })
            : undefined,
        releases: settings.releases,
        releaseStores,
        cspExtraOrigins: settings.cspExtraOrigins,
        pageCache: settings.pageCache,
        metrics: app.metrics,
      })
    : undefined;
  await app.register(probeRoutes, {
    lifecycle,
    overload: settings.overload,
    database: cachedCheck(databaseReadiness(db, readMigrations(migrationsDir)), {
      maxAgeMs: READINESS_CHECK_MAX_AGE_MS,
      timeoutMs: READINESS_CHECK_MAX_AGE_MS,
    }),
    renders,
  });
  if (isOpsConsoleBuilt(settings.siteRoot)) await app.register(opsConsoleFiles, { root: settings.siteRoot });
  const sendPage = site?.sendPage;
  if (sendPage) app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    if (sendPage && isPageRequest(request.method, request.url)) return sendPage(request, reply);
    return reply.code(404).send(notFoundEnvelope(request.method, request.url));
  });
  const searchMisses = new SearchMissCounter(db, SEARCH_MISSES_FLUSH_MS);
  app.addHook('onClose', async () => searchMisses.close().catch(() => {}));
  const searches = searchMetrics(app.metrics);
  await app.register(
    async (api) => {
      await api.register(catalogueRoutes, { cache: settings.catalogueCache, misses: searchMisses, searches });
      await api.register(searchRoutes, {
        cache: settings.catalogueCache,
        misses: searchMisses,
        searches,
        opsToken: settings.health.opsToken,
      });
      await api.register(peopleRoutes, { cache: settings.catalogueCache });
      await api.register(quoteRoutes);
      await api.register(contactRoutes);
      await api.register(healthRoutes, health);
      await api.register(releaseProblemRoutes, {
        opsToken: settings.health.opsToken,
        currentRemotes: () => remotes.current(),
      });
      await api.register(opsSessionRoutes, {
        opsToken: settings.health.opsToken,
        httpsConsole: /^https:/.test(
          (settings.opsListener ? settings.opsListener.publicUrl : settings.siteUrl) ?? '',
        ),
      });
      await api.register(opsOverviewRoutes, {
        opsToken: settings.health.opsToken,
        currentRemotes: () => remotes.current(),
        builds: site ?? buildsWithoutSite(releaseStores),
        guard: settings.rolloutGuard,
      });
      // remotes.json as the rollout command changes it, with its history: one store for both routes.
      const rollouts = {
        opsToken: settings.health.opsToken,
        store: openRemotesConfigStore(remotesConfig, settings.remotesConfigToken),
      };
      const releases = consoleReleases(releaseStores, settings.releases);
      await api.register(rolloutChangeRoutes, { ...rollouts, releases });
      await api.register(releaseVersionsRoutes, { opsToken: settings.health.opsToken, releases });
      await api.register(rolloutHistoryRoutes, rollouts);
      await api.register(healthSeriesRoutes, {
        opsToken: settings.health.opsToken,
        periodMs: settings.health.periodMs,
      });
      if (settings.testSupportRoutes) await api.register(testSupportRoutes);
    },
    { prefix: API_PREFIX },
  );
  await app.ready();
  return app;
}
