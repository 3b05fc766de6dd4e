import {
  readCacheSettings,
  type CatalogueCacheSettings,
  type PageCacheSettings,
} from './config/cache-settings.ts';
import { readClientSettings, type RateLimitSettings, type TrustedProxies } from './config/client-settings.ts';
import { readDatabaseConfig, type DatabaseConfig } from './config/database-settings.ts';
import { readHealthSettings, type HealthSettings } from './config/health-settings.ts';
import {
  readListenerSettings,
  type MetricsListenerSettings,
  type OpsListenerSettings,
} from './config/listener-settings.ts';
import { readMailConfig, type MailConfig } from './config/mail-settings.ts';
import { readOverloadSettings, type OverloadSettings } from './config/overload-settings.ts';
import { readReleaseSettings, type ReleaseSettings } from './config/release-settings.ts';
import { readRolloutGuardConfig, type RolloutGuardConfig } from './config/rollout-guard-settings.ts';
import { readServerSettings, type ServerSettings } from './config/server-settings.ts';
import { readSiteSettings } from './config/site-settings.ts';

/**
 * The only module that reads `process.env`, and the bottom layer of the API: it turns the environment into
 * plain data and imports no feature. Everything else receives a part of an `AppConfig`. Each group of
 * settings is a schema checked by env-schema and the small conversion the API needs, in `config/`
 * (docs/configuration.md lists the same variables).
 */

export { defaultMediaDir, migrationsDir, repoRoot } from './api-folders.ts';
export { ConfigError } from './config/read-settings.ts';
export { MAX_GENERATED_EQUIPMENT } from './config/database-settings.ts';
export type { ShutdownSettings } from './config/server-settings.ts';
export type {
  CatalogueCacheSettings,
  DatabaseConfig,
  HealthSettings,
  MailConfig,
  MetricsListenerSettings,
  OpsListenerSettings,
  OverloadSettings,
  PageCacheSettings,
  RateLimitSettings,
  ReleaseSettings,
  RolloutGuardConfig,
  TrustedProxies,
};

interface AppConfig extends DatabaseConfig, ServerSettings {
  /** What the app is built from, handed to it whole (app.ts). */
  app: AppSettings;
  mail: MailConfig;
  /**
   * Whether `app.remotesConfig` is the default file in DATA_DIR (REMOTES_CONFIG unset), which the server
   * creates from the build's `shell/dist/remotes.json` when it is missing.
   */
  remotesConfigFromBuild: boolean;
  /** Prometheus metrics on a listener of their own (METRICS_PORT, METRICS_HOST); none when undefined. */
  metricsListener: MetricsListenerSettings | undefined;
}

/** The app's own settings: the same shape in production and in tests, which start from the defaults. */
export interface AppSettings {
  mediaDir: string;
  /**
   * The repository root whose built shell and remotes are served (`shell/dist`, `<remote>/dist`); the API
   * alone when undefined or not built.
   */
  siteRoot: string | undefined;
  /**
   * The remotes.json pages are rendered by and rollouts change (REMOTES_CONFIG), a file or a URL; by
   * default `<DATA_DIR>/remotes.json`, never a file in a build's output (docs/decisions/016).
   */
  remotesConfig: string;
  /** Sent as a bearer token to a remotes.json URL (REMOTES_CONFIG_TOKEN). */
  remotesConfigToken: string | undefined;
  /** Registers read-only routes that the browser journeys use to check what was stored. */
  testSupportRoutes: boolean;
  /** Writes per client and form in each window (POST /requests, POST /contact); `false` turns them off. */
  rateLimit: RateLimitSettings | false;
  /** The proxies whose X-Forwarded-For/-Proto are believed (TRUST_PROXY): the client address and https. */
  trustProxy: TrustedProxies;
  /** Origins the Content-Security-Policy allows besides the site's and those in remotes.json. */
  cspExtraOrigins: string[];
  /**
   * The public site's address (SITE_URL), without a trailing slash. When unset, the sitemap and
   * robots.txt name the address each request came to, and e-mails a local default.
   */
  siteUrl: string | undefined;
  /**
   * The operators' console and API on a listener of their own (OPS_PORT, OPS_HOST, OPS_PUBLIC_URL); on
   * the public listener, beside the site, when undefined (docs/decisions/025).
   */
  opsListener: OpsListenerSettings | undefined;
  /** Answers about the catalogue and the company kept in memory; `false` reads every one from the database. */
  catalogueCache: CatalogueCacheSettings | false;
  pageCache: PageCacheSettings;
  health: HealthSettings;
  releases: ReleaseSettings;
  /** The rollout guard, which runs in the server and whose judgement the operators' console shows. */
  rolloutGuard: RolloutGuardConfig;
  overload: OverloadSettings;
}

/**
 * DATABASE_URL, DATA_DIR and SEED_GENERATED_EQUIPMENT, all the release steps read. Production
 * (NODE_ENV=production) names its database unless it says otherwise (EMBEDDED_DATABASE=1).
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  return readDatabaseConfig(env);
}

/** Every setting, checked at once: a wrong one throws a ConfigError naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const server = readServerSettings(env);
  const database = readDatabaseConfig(env);
  const rolloutGuard = readRolloutGuardConfig(env);
  const health = readHealthSettings(env, rolloutGuard.windowMs);
  const { remotesConfigFromBuild, ...site } = readSiteSettings(env, database.dataDir);
  const { opsListener, metricsListener } = readListenerSettings(env, server.port);
  return {
    ...database,
    ...server,
    app: {
      ...site,
      ...readClientSettings(env),
      opsListener,
      ...readCacheSettings(env),
      health,
      releases: readReleaseSettings(env, database.dataDir),
      rolloutGuard,
      overload: readOverloadSettings(env),
    },
    mail: readMailConfig(env, database.dataDir, site.siteUrl),
    remotesConfigFromBuild,
    metricsListener,
  };
}

/** The folder a command was started from (npm runs workspace scripts inside the workspace). */
export function invocationDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD ?? process.cwd();
}

/**
 * The environment of the render workers: the server's own, with React's production build whatever the
 * server runs as (the development build renders several times slower and warns on every page).
 */
export const renderWorkerEnvironment = (): NodeJS.ProcessEnv => ({ ...process.env, NODE_ENV: 'production' });
