import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MAX_BODY_BYTES } from '@rental/shared/contracts';
import type { Database } from './db/database.ts';
import { catalogueRoutes } from './features/catalogue/catalogue-routes.ts';
import { DEFAULT_CATALOGUE_CACHE, type CatalogueCacheOptions } from './http/kept-answers.ts';
import { contactRoutes } from './features/contact/contact-routes.ts';
import { healthRoutes } from './features/health/health-routes.ts';
import { issueViewToken } from './features/health/view-token.ts';
import { peopleRoutes } from './features/people/people-routes.ts';
import { quoteRoutes } from './features/quotes/quote-routes.ts';
import { apiNoindex } from './features/seo/api-noindex.ts';
import { seoRoutes } from './features/seo/seo-routes.ts';
import { testSupportRoutes } from './features/test-support/test-support-routes.ts';
import { API_PREFIX } from './http/api-prefix.ts';
import { ANSWER_BROTLI } from './http/encoded-answer.ts';
import { errorHandler, notFoundEnvelope } from './http/error-handler.ts';
import type { ApiInstance } from './http/fastify-types.ts';
import { jsonBodyParser } from './http/json-body-parser.ts';
import { schemaValidators } from './http/schema-validators.ts';
import { media } from './plugins/media.ts';
import { openApi } from './plugins/openapi.ts';
import { csrf } from './plugins/csrf.ts';
import { rateLimits, type RateLimitOptions } from './plugins/rate-limits.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { isPageRequest, isSiteBuilt, shellDist, site } from './plugins/site.ts';
import { pageResponder } from './site/page-responder.ts';
import { remotesConfigSource, type RemotesConfigSource } from './site/remotes-config-source.ts';
import { RenderGenerations } from './site/render-generations.ts';

interface AppOptions {
  db: Database;
  mediaDir: string;
  /** The repository root whose built front ends to serve; the API alone when absent or not built. */
  siteRoot?: string;
  /**
   * The remotes.json pages are rendered by, a file or a URL, changed with `npm run rollout`
   * (docs/decisions/016); the shell build's own (`shell/dist/remotes.json`) when absent.
   */
  remotesConfig?: string;
  /** Sent as a bearer token when `remotesConfig` is a URL. */
  remotesConfigToken?: string;
  /** Read-only routes for the browser journeys (TEST_SUPPORT_ROUTES=1). */
  testSupport?: boolean;
  /** Per-client limits on the public forms; `false` turns them off (tests, benchmarks). */
  rateLimit: RateLimitOptions | false;
  /** Origins the Content-Security-Policy allows besides the site's own and those in remotes.json. */
  cspExtraOrigins?: string[];
  /** Trust X-Forwarded-* from a proxy in front (for the client address and https). */
  trustProxy?: boolean;
  /** The public site's address for the sitemap and robots.txt; the request's own when absent. */
  siteUrl?: string;
  logger?: FastifyServerOptions['logger'];
  /** Answers about the catalogue and the company kept in memory (CATALOGUE_CACHE_SECONDS); `false` turns it off; defaults when absent. */
  catalogueCache?: CatalogueCacheOptions | false;
  /** Real-user health of the remotes (docs/decisions/017); the defaults below when absent. */
  health?: Partial<AppHealthOptions>;
}

interface AppHealthOptions {
  /** Signs page-view tokens; random for this process when absent. */
  secret: string;
  opsToken: string | undefined;
  sampleRate: number;
  maxViewsPerClient: number;
  maxFailuresPerClient: number;
  beaconsPerMinute: number;
  /** The rollout guard's window, over which each client's share is counted. */
  windowMs: number;
  periodMs: number;
}

const DEFAULT_HEALTH: Omit<AppHealthOptions, 'secret'> = {
  opsToken: undefined,
  sampleRate: 1,
  maxViewsPerClient: 20,
  maxFailuresPerClient: 2,
  beaconsPerMinute: 60,
  windowMs: 900_000,
  periodMs: 60_000,
};

/** The whole API as one Fastify instance: external plugins, then ours, then the routes under /api/v1. */
export async function buildApp(options: AppOptions): Promise<ApiInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: options.trustProxy ?? false,
    // A request id on every log line and response; a caller's own X-Request-Id is kept when well formed.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const health: AppHealthOptions = {
    ...DEFAULT_HEALTH,
    secret: randomBytes(32).toString('base64url'),
    ...Object.fromEntries(Object.entries(options.health ?? {}).filter(([, value]) => value !== undefined)),
  };
  app.decorate('db', options.db);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  await app.register(schemaValidators);
  await app.register(errorHandler);
  await app.register(jsonBodyParser);
  // Built files go out precompressed; this covers API answers and the page itself.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, brotliOptions: ANSWER_BROTLI });
  const remotes = remotesConfigSource(
    options.remotesConfig ?? path.join(shellDist(options.siteRoot ?? ''), 'remotes.json'),
    { token: options.remotesConfigToken, warn: (message) => app.log.warn(message) },
  );
  app.addHook('onClose', async () => remotes.close());
  await app.register(securityHeaders, {
    remotes: () => remotes.current(),
    extraOrigins: options.cspExtraOrigins ?? [],
  });
  await app.register(csrf);
  await app.register(rateLimits, { limits: options.rateLimit });
  await app.register(apiNoindex);
  await app.register(openApi);
  await app.register(media, { mediaDir: options.mediaDir });
  const serveSite = options.siteRoot !== undefined && isSiteBuilt(options.siteRoot);
  if (serveSite && options.siteRoot) await app.register(site, { root: options.siteRoot });
  await app.register(seoRoutes, { siteUrl: options.siteUrl });
  const sendPage =
    serveSite && options.siteRoot
      ? renderedPages(app, options.siteRoot, remotes, options.siteUrl, health)
      : undefined;
  if (sendPage) app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    if (sendPage && isPageRequest(request.method, request.url)) return sendPage(request, reply);
    return reply.code(404).send(notFoundEnvelope(request.method, request.url));
  });
  await app.register(
    async (api) => {
      const cache = options.catalogueCache ?? DEFAULT_CATALOGUE_CACHE;
      await api.register(catalogueRoutes, { cache });
      await api.register(peopleRoutes, { cache });
      await api.register(quoteRoutes);
      await api.register(contactRoutes);
      await api.register(healthRoutes, health);
      if (options.testSupport) await api.register(testSupportRoutes);
    },
    { prefix: API_PREFIX },
  );
  await app.ready();
  return app;
}

/**
 * Pages rendered by the shell's render workers (docs/decisions/015), whose data calls are answered here,
 * in-process, by the API itself.
 */
function renderedPages(
  app: ApiInstance,
  siteRoot: string,
  remotes: RemotesConfigSource,
  siteUrl: string | undefined,
  health: AppHealthOptions,
) {
  const generations = new RenderGenerations({
    workerFile: path.join(shellDist(siteRoot), 'server', 'render-worker.cjs'),
    api: async (method, url, data) => {
      const answer = await app.inject({
        method: method as 'GET' | 'POST',
        url: `${API_PREFIX}${url}`,
        headers: { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' },
        ...(data === undefined ? {} : { payload: data as object }),
      });
      return { status: answer.statusCode, body: answer.body };
    },
  });
  app.addHook('onClose', () => generations.close());
  return pageResponder({
    shellDist: shellDist(siteRoot),
    siteRoot,
    remotes,
    generations,
    siteUrl,
    // A sampled page view reports its health with this token; the others report nothing.
    healthToken: (remotes) =>
      Math.random() < health.sampleRate ? issueViewToken(health.secret, remotes, Date.now()) : undefined,
  });
}
