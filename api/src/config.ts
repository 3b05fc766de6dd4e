import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteConfig } from '@rental/shared/site/site-config.ts';
import { isEmailAddress } from './features/mail/email-address.ts';
import { DEFAULT_CATALOGUE_CACHE } from './http/kept-answers.ts';
import { MAX_GENERATED_EQUIPMENT } from './seed/generated-equipment.ts';

/** The only module that reads `process.env`; everything else receives an `AppConfig`. */
export interface AppConfig {
  host: string;
  port: number;
  /** PostgreSQL connection string; when absent the API runs on embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  mediaDir: string;
  /** The repository root whose built shell and remotes are served (`shell/dist`, `<remote>/dist`). */
  siteRoot: string;
  /** The remotes.json pages are rendered by (REMOTES_CONFIG); the shell build's own when absent. */
  remotesConfig: string | undefined;
  /** Registers read-only routes that the browser journeys use to check what was stored. */
  testSupportRoutes: boolean;
  /** Shared store for rate limits when several API instances run; in memory when absent. */
  redisUrl: string | undefined;
  /** Writes per client and form in each window (POST /requests, POST /contact). */
  rateLimit: { max: number; windowSeconds: number };
  /** Trust X-Forwarded-For/-Proto from a reverse proxy. */
  trustProxy: boolean;
  /** Origins the Content-Security-Policy allows besides the site's and those in remotes.json. */
  cspExtraOrigins: string[];
  /**
   * The public site's address (SITE_URL), without a trailing slash. When unset, the sitemap and
   * robots.txt name the address each request came to, and e-mails a local default.
   */
  siteUrl: string | undefined;
  logLevel: string;
  mail: MailConfig;
  /** Generated equipment items the seed keeps besides the catalogue, for trying a large catalogue. */
  seedGeneratedEquipment: number;
  /** Seconds an equipment list answer is kept in memory; 0 reads every list from the database. */
  catalogueCacheSeconds: number;
}

/** Where quote and contact e-mails go, and how (see the README's "Quotes and e-mails"). */
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
  const timeZone = env.MAIL_TIME_ZONE?.trim() || 'America/New_York';
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

function parsePort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const dataDir = path.resolve(repoRoot, env.DATA_DIR?.trim() || 'data');
  const siteUrl = parseSiteUrl(env.SITE_URL);
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: parsePort(env.PORT, 8080),
    databaseUrl,
    dataDir,
    mediaDir: path.resolve(repoRoot, env.MEDIA_DIR?.trim() || defaultMediaDir),
    siteRoot: path.resolve(repoRoot, env.SITE_ROOT?.trim() || '.'),
    remotesConfig: env.REMOTES_CONFIG?.trim() ? path.resolve(repoRoot, env.REMOTES_CONFIG.trim()) : undefined,
    testSupportRoutes: env.TEST_SUPPORT_ROUTES === '1',
    redisUrl: env.REDIS_URL?.trim() || undefined,
    rateLimit: {
      max: parsePositiveInteger('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, 10),
      windowSeconds: parsePositiveInteger('RATE_LIMIT_WINDOW_SECONDS', env.RATE_LIMIT_WINDOW_SECONDS, 600),
    },
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    cspExtraOrigins: parseOrigins(env.CSP_EXTRA_ORIGINS),
    siteUrl,
    logLevel,
    mail: parseMailConfig(env, dataDir, siteUrl),
    seedGeneratedEquipment: parseCount(
      'SEED_GENERATED_EQUIPMENT',
      env.SEED_GENERATED_EQUIPMENT,
      MAX_GENERATED_EQUIPMENT,
    ),
    catalogueCacheSeconds: parseCount(
      'CATALOGUE_CACHE_SECONDS',
      env.CATALOGUE_CACHE_SECONDS,
      MAX_CATALOGUE_CACHE_SECONDS,
      DEFAULT_CATALOGUE_CACHE.ttlSeconds,
    ),
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
