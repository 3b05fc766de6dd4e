import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteConfig } from '@rental/shared/site/site-config.ts';
import { isEmailAddress } from '@rental/shared/contracts';
import {
  storeLocation,
  storeSettingsFromEnvironment,
  type StoreSettings,
} from '@rental/shared/releases/stores/open-release-store.ts';
import {
  readTrustedReleaseKeys,
  type TrustedReleaseKeys,
} from '@rental/shared/releases/trusted-release-keys.ts';

/**
 * The only module that reads `process.env`, and the bottom layer of the API: it turns the environment into
 * plain data and imports no feature. Everything else receives a part of an `AppConfig`.
 */
interface AppConfig extends DatabaseConfig {
  host: string;
  port: number;
  /** Shared store for rate limits when several API instances run; in memory when absent. */
  redisUrl: string | undefined;
  logLevel: string;
  /** What the app is built from, handed to it whole (app.ts). */
  app: AppSettings;
  mail: MailConfig;
  /**
   * How often an instance on PostgreSQL reads the schema's version again while it waits for the release
   * step (SCHEMA_POLL_SECONDS).
   */
  schemaPollMs: number;
  /**
   * Whether `app.remotesConfig` is the default file in DATA_DIR (REMOTES_CONFIG unset), which the server
   * creates from the build's `shell/dist/remotes.json` when it is missing.
   */
  remotesConfigFromBuild: boolean;
  /** Prometheus metrics on a listener of their own (METRICS_PORT, METRICS_HOST); none when undefined. */
  metricsListener: MetricsListenerSettings | undefined;
  shutdown: ShutdownSettings;
}

/** What the server does on SIGTERM (docs/operations.md#drain). */
export interface ShutdownSettings {
  /**
   * How long it keeps serving once `/readyz` answers 503, so that load balancers take it out of rotation
   * first (SHUTDOWN_DELAY_SECONDS; 5 in production, 0 otherwise). SIGINT, someone at a terminal, skips it.
   */
  delayMs: number;
  /** How long requests in flight and the background work may take to finish, after the delay (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs: number;
}

export interface MetricsListenerSettings {
  host: string;
  port: number;
}

/** The database and the seed, all the release steps (`npm run migrate`, `npm run seed`) read. */
export interface DatabaseConfig {
  /** PostgreSQL connection string; when absent the API runs on embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Generated equipment items the seed keeps besides the catalogue, for trying a large catalogue. */
  seedGeneratedEquipment: number;
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
 * When the instance refuses new requests (503 with Retry-After) rather than queue them, and tells its
 * load balancer it is saturated (OVERLOAD_*; docs/operations.md#back-pressure). A bound of 0 is not checked.
 * The defaults suit one instance with no other to send visitors to; a fleet behind a load balancer sets
 * tighter ones (deploy/kubernetes/configmap.yaml).
 */
export interface OverloadSettings {
  /** Mean event-loop delay over the last sample, in ms (OVERLOAD_MAX_EVENT_LOOP_DELAY_MS). */
  maxEventLoopDelayMs: number;
  /** The server thread's V8 heap in use (OVERLOAD_MAX_HEAP_MB). */
  maxHeapBytes: number;
  /** The process's resident memory, render workers included (OVERLOAD_MAX_RSS_MB). */
  maxRssBytes: number;
  /** Pages being rendered at once, from admission to their last byte (OVERLOAD_MAX_RENDERS). */
  maxRenders: number;
  /** What a refused request is told to wait (OVERLOAD_RETRY_AFTER_SECONDS). */
  retryAfterSeconds: number;
  /** `/livez` fails past this mean event-loop delay, in ms: the loop barely answers (LIVENESS_MAX_EVENT_LOOP_DELAY_MS). */
  livenessMaxEventLoopDelayMs: number;
}

/** Published releases this instance renders (docs/decisions/024). */
export interface ReleaseSettings {
  /**
   * The release stores this instance fetches from (RELEASE_STORES), and the only ones: a release pinned in
   * another store is refused. A folder among them is also served to browsers under `/releases/`.
   */
  stores: string[];
  /** The public keys trusted per remote (RELEASE_TRUSTED_KEYS, and only there: unset, none). */
  trustedKeys: TrustedReleaseKeys;
  /** Where verified releases are kept between restarts (RELEASE_CACHE_DIR). */
  cacheDir: string;
  store: StoreSettings;
}

/**
 * The proxies in front of the API whose X-Forwarded-For and -Proto are believed (TRUST_PROXY): none, the
 * nearest `hops` of them whatever their address, or those at the given addresses and ranges.
 */
export type TrustedProxies = false | { hops: number } | { addresses: string[] };

export interface OpsListenerSettings {
  host: string;
  port: number;
  /** The address operators open (OPS_PUBLIC_URL), without a trailing slash; its scheme decides `Secure`. */
  publicUrl: string | undefined;
}

export interface RateLimitSettings {
  /** Writes allowed per client and route in each window. */
  max: number;
  windowSeconds: number;
}

export interface CatalogueCacheSettings {
  /**
   * How long an answer is kept (CATALOGUE_CACHE_SECONDS). The seed of this process drops every answer at
   * once; this bounds how stale an answer can be after another process re-seeds a PostgreSQL database this
   * one shares.
   */
  ttlSeconds: number;
  /** Memory the kept answers may take, their text and its compressed forms; the least recently used go first. */
  maxBytes: number;
}

/**
 * Shared page answers: how long a shared cache may keep them (the Cache-Control the page is sent with), and
 * the origin cache in front of the render (docs/operations.md#page-cache).
 */
export interface PageCacheSettings {
  /** Memory the origin cache's pages may take (PAGE_CACHE_MAX_BYTES); 0 keeps none and renders every page. */
  maxBytes: number;
  /** How long a shared answer is fresh, here and in a shared cache (PAGE_CACHE_S_MAXAGE). */
  sMaxAgeSeconds: number;
  /** How long past that it is still sent while one render refreshes it (PAGE_CACHE_STALE_WHILE_REVALIDATE). */
  staleWhileRevalidateSeconds: number;
}

/** Real-user health of the remotes (docs/decisions/017). */
export interface HealthSettings {
  /** Signs the pages’ health tokens and keys page views and clients (HEALTH_TOKEN_SECRET); random per process when absent, so set it for several instances. */
  secret: string | undefined;
  /** The operators' token for `GET /api/v1/ops/health` (OPS_TOKEN); the figures cannot be read without one. */
  opsToken: string | undefined;
  /** The share of page views that report (HEALTH_SAMPLE_RATE, 0 to 1). */
  sampleRate: number;
  /** Days the figures are kept (HEALTH_RETENTION_DAYS). */
  retentionDays: number;
  /** Page views one client counts for per guard window (HEALTH_MAX_VIEWS_PER_CLIENT). */
  maxViewsPerClient: number;
  /** Failures one client counts for per guard window (HEALTH_MAX_FAILURES_PER_CLIENT). */
  maxFailuresPerClient: number;
  /** Beacons one client may send per minute (HEALTH_BEACONS_PER_MINUTE). */
  beaconsPerMinute: number;
  /** The rollout guard's window (ROLLOUT_GUARD_WINDOW_SECONDS), over which each client's share is counted. */
  windowMs: number;
  /** The figures' resolution (HEALTH_PERIOD_SECONDS): a minute. */
  periodMs: number;
}

/** The rollout guard (ROLLOUT_GUARD_*; docs/decisions/017). */
export interface RolloutGuardConfig {
  /** ROLLOUT_GUARD=0 turns it off in this process. */
  enabled: boolean;
  intervalMs: number;
  windowMs: number;
  /** Page views each channel needs in the window before the canary is judged. */
  minViews: number;
  /** How much higher the canary's failures per page view may be than stable's. */
  maxFailureDelta: number;
  /** How many times stable's p75 LCP or INP the canary's may be. */
  maxVitalsRatio: number;
}

/** Where quote and contact e-mails go, and how (docs/operations.md#quotes). */
export interface MailConfig {
  /** SMTP server (smtp:// or smtps://); when absent, e-mails are written as .eml files into `outboxDir`. */
  smtpUrl: string | undefined;
  from: string;
  /** The company's recipients of quote requests and contact messages. */
  to: string[];
  /** The public site's address, for absolute links to item pages. */
  siteUrl: string;
  outboxDir: string;
  /** Dates in e-mails are shown in the company's time zone. */
  timeZone: string;
}

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(apiRoot, '..');
export const migrationsDir = path.join(apiRoot, 'drizzle');
export const defaultMediaDir = path.join(apiRoot, 'media');

/** An hour: past that, a re-seed by another process would go unseen for too long. */
const MAX_CATALOGUE_CACHE_SECONDS = 3600;
const DEFAULT_CATALOGUE_CACHE: CatalogueCacheSettings = { ttlSeconds: 30, maxBytes: 32 * 1024 * 1024 };

/**
 * The most generated equipment items the seed makes, so that generated ids stay in their own range above
 * the catalogue's (seed/generated-equipment.ts).
 */
export const MAX_GENERATED_EQUIPMENT = 1_000_000;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {}

function parsePositiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new ConfigError(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function parseCount(name: string, raw: string | undefined, max: number, fallback = 0): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new ConfigError(`${name} must be an integer from 0 to ${max}, got "${raw}"`);
  return value;
}

function parseFraction(name: string, raw: string | undefined, fallback: number, max = 1): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > max)
    throw new ConfigError(`${name} must be a number from 0 to ${max}, got "${raw}"`);
  return value;
}

const MB = 1024 * 1024;

function parseOverloadSettings(env: NodeJS.ProcessEnv): OverloadSettings {
  const limit = (name: string, fallback: number, max: number) => parseCount(name, env[name], max, fallback);
  return {
    maxEventLoopDelayMs: limit('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 0, 60_000),
    maxHeapBytes: limit('OVERLOAD_MAX_HEAP_MB', 0, 1_000_000) * MB,
    maxRssBytes: limit('OVERLOAD_MAX_RSS_MB', 0, 1_000_000) * MB,
    maxRenders: limit('OVERLOAD_MAX_RENDERS', 64, 10_000),
    retryAfterSeconds: parsePositiveInteger(
      'OVERLOAD_RETRY_AFTER_SECONDS',
      env.OVERLOAD_RETRY_AFTER_SECONDS,
      2,
    ),
    livenessMaxEventLoopDelayMs: parsePositiveInteger(
      'LIVENESS_MAX_EVENT_LOOP_DELAY_MS',
      env.LIVENESS_MAX_EVENT_LOOP_DELAY_MS,
      5_000,
    ),
  };
}

function parseShutdownSettings(env: NodeJS.ProcessEnv): ShutdownSettings {
  const seconds = (name: string, fallback: number) => parseCount(name, env[name], 3600, fallback) * 1000;
  return {
    delayMs: seconds('SHUTDOWN_DELAY_SECONDS', inProduction(env) ? 5 : 0),
    timeoutMs: parsePositiveInteger('SHUTDOWN_TIMEOUT_SECONDS', env.SHUTDOWN_TIMEOUT_SECONDS, 20) * 1000,
  };
}

/** More than an instance's whole memory: a bound past it is a typo. */
const MAX_PAGE_CACHE_BYTES = 4096 * MB;
const DAY_SECONDS = 24 * 60 * 60;

/** PAGE_CACHE_MAX_BYTES (64 MiB), PAGE_CACHE_S_MAXAGE (60 s) and PAGE_CACHE_STALE_WHILE_REVALIDATE (300 s). */
function parsePageCacheSettings(env: NodeJS.ProcessEnv): PageCacheSettings {
  return {
    maxBytes: parseCount('PAGE_CACHE_MAX_BYTES', env.PAGE_CACHE_MAX_BYTES, MAX_PAGE_CACHE_BYTES, 64 * MB),
    sMaxAgeSeconds: parseCount('PAGE_CACHE_S_MAXAGE', env.PAGE_CACHE_S_MAXAGE, DAY_SECONDS, 60),
    staleWhileRevalidateSeconds: parseCount(
      'PAGE_CACHE_STALE_WHILE_REVALIDATE',
      env.PAGE_CACHE_STALE_WHILE_REVALIDATE,
      DAY_SECONDS,
      300,
    ),
  };
}

function parseHealthSettings(env: NodeJS.ProcessEnv, windowMs: number): HealthSettings {
  const secret = env.HEALTH_TOKEN_SECRET?.trim() || undefined;
  if (secret !== undefined && secret.length < 16)
    throw new ConfigError('HEALTH_TOKEN_SECRET must be at least 16 characters long');
  const opsToken = env.OPS_TOKEN?.trim() || undefined;
  if (opsToken !== undefined && opsToken.length < 16)
    throw new ConfigError('OPS_TOKEN must be at least 16 characters long');
  return {
    secret,
    opsToken,
    sampleRate: parseFraction('HEALTH_SAMPLE_RATE', env.HEALTH_SAMPLE_RATE, 1),
    retentionDays: parsePositiveInteger('HEALTH_RETENTION_DAYS', env.HEALTH_RETENTION_DAYS, 30),
    maxViewsPerClient: parsePositiveInteger(
      'HEALTH_MAX_VIEWS_PER_CLIENT',
      env.HEALTH_MAX_VIEWS_PER_CLIENT,
      20,
    ),
    maxFailuresPerClient: parsePositiveInteger(
      'HEALTH_MAX_FAILURES_PER_CLIENT',
      env.HEALTH_MAX_FAILURES_PER_CLIENT,
      2,
    ),
    beaconsPerMinute: parsePositiveInteger('HEALTH_BEACONS_PER_MINUTE', env.HEALTH_BEACONS_PER_MINUTE, 60),
    windowMs,
    periodMs: parsePositiveInteger('HEALTH_PERIOD_SECONDS', env.HEALTH_PERIOD_SECONDS, 60) * 1000,
  };
}

function parseRolloutGuardConfig(env: NodeJS.ProcessEnv): RolloutGuardConfig {
  return {
    enabled: env.ROLLOUT_GUARD !== '0' && env.ROLLOUT_GUARD !== 'false',
    intervalMs:
      parsePositiveInteger('ROLLOUT_GUARD_INTERVAL_SECONDS', env.ROLLOUT_GUARD_INTERVAL_SECONDS, 60) * 1000,
    windowMs:
      parsePositiveInteger('ROLLOUT_GUARD_WINDOW_SECONDS', env.ROLLOUT_GUARD_WINDOW_SECONDS, 900) * 1000,
    minViews: parsePositiveInteger('ROLLOUT_GUARD_MIN_VIEWS', env.ROLLOUT_GUARD_MIN_VIEWS, 200),
    maxFailureDelta: parseFraction(
      'ROLLOUT_GUARD_MAX_FAILURE_DELTA',
      env.ROLLOUT_GUARD_MAX_FAILURE_DELTA,
      0.02,
    ),
    maxVitalsRatio: parseFraction(
      'ROLLOUT_GUARD_MAX_VITALS_RATIO',
      env.ROLLOUT_GUARD_MAX_VITALS_RATIO,
      1.25,
      100,
    ),
  };
}

function parseOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      if (!/^https?:\/\/[^/\s]+$/.test(origin))
        throw new ConfigError(
          `CSP_EXTRA_ORIGINS must list origins like https://cdn.example.com, got "${origin}"`,
        );
      return origin;
    });
}

/** The ranges @fastify/proxy-addr knows by name: loopback, link-local and private addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const OFF = new Set(['0', 'false', 'no', 'off']);
const EVERYONE = new Set(['true', 'yes', 'on', 'all', '*', 'any', 'everyone']);

const WHAT_TO_WRITE =
  'give the number of proxies in front (TRUST_PROXY=1 for one load balancer) or their addresses ' +
  '(TRUST_PROXY=10.0.0.5, or a range like 10.0.0.0/24)';

/** Why one entry of an address list cannot be trusted, or undefined when it can. */
function entryProblem(entry: string): string | undefined {
  if (NAMED_RANGES.has(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  // A zone (fe80::1%eth0) names an interface of this machine, which no forwarded address carries.
  if (version === 0 || rest.length > 0 || address.includes('%'))
    return `"${entry}" is not an IP address or a range like 10.0.0.0/24`;
  if (prefix === undefined) return undefined;
  const bits = version === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits)
    return `"${entry}" has no prefix length from 1 to ${bits} after its "/"`;
  // A range that holds every address would believe whatever any client writes.
  if (Number(prefix) === 0) return `"${entry}" covers every address, which trusts every client`;
  return undefined;
}

/**
 * Reads TRUST_PROXY: unset, empty or `0` trusts no proxy; a positive integer, that many hops in front; a
 * comma-separated list, the proxies at those addresses or ranges (or `loopback`, `linklocal`,
 * `uniquelocal`). Trusting every hop is refused: any client could then choose its own address, and with
 * it the per-client limits it is held to. A wrong value is refused naming TRUST_PROXY and what to write instead.
 */
function parseTrustedProxies(raw: string | undefined): TrustedProxies {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || OFF.has(value)) return false;
  if (EVERYONE.has(value))
    throw new ConfigError(
      `TRUST_PROXY=${raw?.trim()} would trust every hop, so any client could choose its own address by ` +
        `writing X-Forwarded-For: ${WHAT_TO_WRITE}`,
    );
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : { hops: Number(value) };
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const problem = addresses.map(entryProblem).find((found) => found !== undefined);
  if (problem !== undefined || addresses.length === 0)
    throw new ConfigError(`TRUST_PROXY: ${problem ?? `"${raw}" lists no address`}; ${WHAT_TO_WRITE}`);
  return { addresses };
}

/**
 * RELEASE_STORES (comma-separated; default the folder `releases/` that `npm run deploy:remote` publishes
 * to), RELEASE_TRUSTED_KEYS (the JSON, or its file; unset, no key is trusted: docs/decisions/024),
 * RELEASE_CACHE_DIR (default <DATA_DIR>/releases).
 */
function parseReleaseSettings(env: NodeJS.ProcessEnv, dataDir: string): ReleaseSettings {
  const stores = (env.RELEASE_STORES?.trim() || path.join(repoRoot, 'releases'))
    .split(',')
    .map((store) => store.trim())
    .filter(Boolean)
    .map((store) => storeLocation(/^(s3|https?):\/\//i.test(store) ? store : path.resolve(repoRoot, store)));
  for (const store of stores)
    if (store.startsWith('s3://') && !/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/.test(store))
      throw new ConfigError(`RELEASE_STORES: "${store}" is not s3://<bucket>/<prefix>`);
  let trustedKeys: TrustedReleaseKeys;
  try {
    trustedKeys = readTrustedReleaseKeys(env.RELEASE_TRUSTED_KEYS, repoRoot);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return {
    stores,
    trustedKeys,
    cacheDir: path.resolve(repoRoot, env.RELEASE_CACHE_DIR?.trim() || path.join(dataDir, 'releases')),
    store: storeSettingsFromEnvironment(env),
  };
}

/** The folder a build writes, for a path relative to a root holding the workspaces (`shell/dist`…). */
const BUILD_OUTPUT = /^(shell|ops|api|mf-[^/\\]+)[/\\]dist([/\\]|$)/;

/** Whether `file` lies in a folder a build writes, under the repository or the served site. */
function isInBuildOutput(file: string, roots: string[]): boolean {
  return roots.some((root) => {
    const relative = path.relative(root, file);
    return !relative.startsWith('..') && !path.isAbsolute(relative) && BUILD_OUTPUT.test(relative);
  });
}

/**
 * REMOTES_CONFIG: a URL as given, or a file from the repository root; unset, `<DATA_DIR>/remotes.json`.
 * The live rollout state is never kept in a build's output, which the next build or deployment replaces
 * (and which an image holds read-only): such a file is refused in any mode.
 */
function parseRemotesConfigLocation(raw: string | undefined, dataDir: string, siteRoot: string): string {
  const location = raw?.trim();
  if (!location) return path.join(dataDir, 'remotes.json');
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(location)) {
    const file = path.resolve(repoRoot, location);
    if (isInBuildOutput(file, [repoRoot, siteRoot]))
      throw new ConfigError(
        `REMOTES_CONFIG must not be a file in a build's output (shell/dist, mf-*/dist, ops/dist, api/dist), ` +
          `which the next build replaces: got "${location}"; leave it unset for <DATA_DIR>/remotes.json`,
      );
    return file;
  }
  if (!URL.canParse(location) || !/^https?:$/.test(new URL(location).protocol))
    throw new ConfigError(
      `REMOTES_CONFIG must be a file or an http(s) address like https://config.example/remotes.json, got "${location}"`,
    );
  return location;
}

const inProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';

/**
 * DATABASE_URL, DATA_DIR and SEED_GENERATED_EQUIPMENT. Production (NODE_ENV=production) names its
 * database rather than falling back on one of its own in DATA_DIR, unless it says so (EMBEDDED_DATABASE=1).
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  if (inProduction(env) && !databaseUrl && env.EMBEDDED_DATABASE !== '1')
    throw new ConfigError(
      'DATABASE_URL is required in production (NODE_ENV=production); to run on the embedded database ' +
        'in DATA_DIR instead, set EMBEDDED_DATABASE=1',
    );
  return {
    databaseUrl,
    dataDir: path.resolve(repoRoot, env.DATA_DIR?.trim() || 'data'),
    seedGeneratedEquipment: parseCount(
      'SEED_GENERATED_EQUIPMENT',
      env.SEED_GENERATED_EQUIPMENT,
      MAX_GENERATED_EQUIPMENT,
    ),
  };
}

const LOCAL_SITE_URL = 'http://localhost:8080';

function parseSiteUrl(raw: string | undefined): string | undefined {
  const siteUrl = raw?.trim();
  if (!siteUrl) return undefined;
  if (!URL.canParse(siteUrl) || !/^https?:$/.test(new URL(siteUrl).protocol)) {
    throw new ConfigError(`SITE_URL must be an address like https://www.example.com, got "${siteUrl}"`);
  }
  return siteUrl.replace(/\/+$/, '');
}

function parseMailConfig(env: NodeJS.ProcessEnv, dataDir: string, siteUrl: string | undefined): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/\s]+/.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465');
  }
  const from = env.MAIL_FROM?.trim() || `"${siteConfig.name}" <${siteConfig.email}>`;
  const fromAddress = /<([^<>]+)>$/.exec(from)?.[1] ?? from;
  if (!isEmailAddress(fromAddress)) {
    throw new ConfigError(`MAIL_FROM must be an address or "Name <address>", got "${from}"`);
  }
  const to = (env.MAIL_TO ?? siteConfig.email).split(',').map((address) => address.trim());
  const wrong = to.find((address) => !isEmailAddress(address));
  if (wrong !== undefined) {
    throw new ConfigError(`MAIL_TO must list e-mail addresses separated by commas, got "${wrong}"`);
  }
  const timeZone = env.MAIL_TIME_ZONE?.trim() || siteConfig.timeZone;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new ConfigError(`MAIL_TIME_ZONE must be a time zone like America/New_York, got "${timeZone}"`);
  }
  return {
    smtpUrl,
    from,
    to,
    siteUrl: siteUrl ?? LOCAL_SITE_URL,
    outboxDir: path.resolve(repoRoot, env.MAIL_OUTBOX_DIR?.trim() || path.join(dataDir, 'outbox')),
    timeZone,
  };
}

function parsePort(raw: string | undefined, fallback: number, name = 'PORT'): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${name} must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

/**
 * OPS_PORT, OPS_HOST (default 127.0.0.1) and OPS_PUBLIC_URL: the operators' listener, off unless OPS_PORT
 * is given. The other two mean nothing without it, so either alone is refused rather than ignored.
 */
function parseOpsListener(env: NodeJS.ProcessEnv, port: number): OpsListenerSettings | undefined {
  const rawPort = env.OPS_PORT?.trim() ?? '';
  const host = env.OPS_HOST?.trim() || undefined;
  const publicUrl = env.OPS_PUBLIC_URL?.trim() || undefined;
  if (rawPort === '') {
    const orphan = host !== undefined ? 'OPS_HOST' : publicUrl !== undefined ? 'OPS_PUBLIC_URL' : undefined;
    if (orphan)
      throw new ConfigError(
        `${orphan} is for the operators' own listener: set OPS_PORT too, or unset ${orphan}`,
      );
    return undefined;
  }
  const opsPort = parsePort(rawPort, 0, 'OPS_PORT');
  if (opsPort === 0 || opsPort === port)
    throw new ConfigError(
      `OPS_PORT must be a port from 1 to 65535 other than PORT (${port}), got "${rawPort}"`,
    );
  if (host !== undefined && !/^[a-z0-9.:-]+$/i.test(host))
    throw new ConfigError(`OPS_HOST must be an address to listen on, like 10.0.0.5, got "${host}"`);
  if (publicUrl !== undefined && (!URL.canParse(publicUrl) || !/^https?:$/.test(new URL(publicUrl).protocol)))
    throw new ConfigError(
      `OPS_PUBLIC_URL must be an address like https://ops.example.com, got "${publicUrl}"`,
    );
  return { host: host ?? '127.0.0.1', port: opsPort, publicUrl: publicUrl?.replace(/\/+$/, '') };
}

/**
 * METRICS_PORT and METRICS_HOST (default 127.0.0.1): the metrics listener, off unless METRICS_PORT is
 * given. Unlike OPS_HOST, METRICS_HOST alone is not refused: the image sets it to every interface, for
 * whoever turns the listener on. Never a port the site or the console answers on: metrics are not the
 * public's (docs/operations.md#metrics).
 */
function parseMetricsListener(
  env: NodeJS.ProcessEnv,
  port: number,
  opsListener: OpsListenerSettings | undefined,
): MetricsListenerSettings | undefined {
  const rawPort = env.METRICS_PORT?.trim() ?? '';
  const host = env.METRICS_HOST?.trim() || undefined;
  if (rawPort === '') return undefined;
  const metricsPort = parsePort(rawPort, 0, 'METRICS_PORT');
  const taken = opsListener ? `PORT (${port}) and OPS_PORT (${opsListener.port})` : `PORT (${port})`;
  if (metricsPort === 0 || metricsPort === port || metricsPort === opsListener?.port)
    throw new ConfigError(
      `METRICS_PORT must be a port from 1 to 65535 other than ${taken}, got "${rawPort}"`,
    );
  if (host !== undefined && !/^[a-z0-9.:-]+$/i.test(host))
    throw new ConfigError(`METRICS_HOST must be an address to listen on, like 0.0.0.0, got "${host}"`);
  return { host: host ?? '127.0.0.1', port: metricsPort };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const database = loadDatabaseConfig(env);
  // A secret of its own per process would make each instance refuse the page views the others issued.
  if (inProduction(env) && !env.HEALTH_TOKEN_SECRET?.trim())
    throw new ConfigError(
      'HEALTH_TOKEN_SECRET is required in production (NODE_ENV=production): the same secret of at ' +
        'least 16 characters on every instance',
    );
  const { dataDir } = database;
  const siteRoot = path.resolve(repoRoot, env.SITE_ROOT?.trim() || '.');
  const siteUrl = parseSiteUrl(env.SITE_URL);
  const rolloutGuard = parseRolloutGuardConfig(env);
  const remotesConfig = parseRemotesConfigLocation(env.REMOTES_CONFIG, dataDir, siteRoot);
  const catalogueCacheSeconds = parseCount(
    'CATALOGUE_CACHE_SECONDS',
    env.CATALOGUE_CACHE_SECONDS,
    MAX_CATALOGUE_CACHE_SECONDS,
    DEFAULT_CATALOGUE_CACHE.ttlSeconds,
  );
  const port = parsePort(env.PORT, 8080);
  const opsListener = parseOpsListener(env, port);
  return {
    ...database,
    host: env.HOST?.trim() || '127.0.0.1',
    port,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    logLevel,
    app: {
      mediaDir: path.resolve(repoRoot, env.MEDIA_DIR?.trim() || defaultMediaDir),
      siteRoot,
      remotesConfig,
      remotesConfigToken: env.REMOTES_CONFIG_TOKEN?.trim() || undefined,
      testSupportRoutes: env.TEST_SUPPORT_ROUTES === '1',
      rateLimit: {
        max: parsePositiveInteger('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, 10),
        windowSeconds: parsePositiveInteger('RATE_LIMIT_WINDOW_SECONDS', env.RATE_LIMIT_WINDOW_SECONDS, 600),
      },
      trustProxy: parseTrustedProxies(env.TRUST_PROXY),
      cspExtraOrigins: parseOrigins(env.CSP_EXTRA_ORIGINS),
      siteUrl,
      opsListener,
      catalogueCache: catalogueCacheSeconds > 0 && {
        ...DEFAULT_CATALOGUE_CACHE,
        ttlSeconds: catalogueCacheSeconds,
      },
      pageCache: parsePageCacheSettings(env),
      health: parseHealthSettings(env, rolloutGuard.windowMs),
      releases: parseReleaseSettings(env, dataDir),
      rolloutGuard,
      overload: parseOverloadSettings(env),
    },
    mail: parseMailConfig(env, dataDir, siteUrl),
    schemaPollMs: parsePositiveInteger('SCHEMA_POLL_SECONDS', env.SCHEMA_POLL_SECONDS, 5) * 1000,
    remotesConfigFromBuild: !env.REMOTES_CONFIG?.trim(),
    metricsListener: parseMetricsListener(env, port, opsListener),
    shutdown: parseShutdownSettings(env),
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
