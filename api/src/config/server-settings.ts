import { Type } from 'typebox';
import { readSettings } from './read-settings.ts';
import { count, port, positiveInteger, text } from './setting-types.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** The public listener, the log, the wait for the schema and the drain. */
export const serverSchema = Type.Object({
  LOG_LEVEL: Type.Enum(LOG_LEVELS, { default: 'info', refusal: `must be one of ${LOG_LEVELS.join(', ')}` }),
  HOST: Type.String({ default: '127.0.0.1' }),
  PORT: port(8080),
  REDIS_URL: text(),
  SCHEMA_POLL_SECONDS: positiveInteger(5),
  NODE_ENV: text(),
  SHUTDOWN_DELAY_SECONDS: Type.Optional(count(3600)),
  SHUTDOWN_TIMEOUT_SECONDS: positiveInteger(20),
});

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

export interface ServerSettings {
  host: string;
  port: number;
  /** Shared store for rate limits when several API instances run; in memory when absent. */
  redisUrl: string | undefined;
  logLevel: string;
  /**
   * How often an instance on PostgreSQL reads the schema's version again while it waits for the release
   * step (SCHEMA_POLL_SECONDS).
   */
  schemaPollMs: number;
  shutdown: ShutdownSettings;
}

export function readServerSettings(env: NodeJS.ProcessEnv): ServerSettings {
  const settings = readSettings(serverSchema, env);
  const inProduction = settings.NODE_ENV === 'production';
  return {
    host: settings.HOST,
    port: settings.PORT,
    redisUrl: settings.REDIS_URL,
    logLevel: settings.LOG_LEVEL,
    schemaPollMs: settings.SCHEMA_POLL_SECONDS * 1000,
    shutdown: {
      delayMs: (settings.SHUTDOWN_DELAY_SECONDS ?? (inProduction ? 5 : 0)) * 1000,
      timeoutMs: settings.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    },
  };
}
