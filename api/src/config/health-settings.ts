import { Type } from 'typebox';
import { ConfigError, readSettings } from './read-settings.ts';
import { fraction, positiveInteger, secret, text } from './setting-types.ts';

/** The pages' health reports, the figures made of them, and the operators' token that reads them. */
export const healthSchema = Type.Object({
  NODE_ENV: text(),
  HEALTH_TOKEN_SECRET: secret(),
  OPS_TOKEN: secret(),
  HEALTH_SAMPLE_RATE: fraction(1),
  HEALTH_RETENTION_DAYS: positiveInteger(30),
  HEALTH_MAX_VIEWS_PER_CLIENT: positiveInteger(20),
  HEALTH_MAX_FAILURES_PER_CLIENT: positiveInteger(2),
  HEALTH_BEACONS_PER_MINUTE: positiveInteger(60),
  HEALTH_PERIOD_SECONDS: positiveInteger(60),
});

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

/** `windowMs` is the rollout guard's window (rollout-guard-settings.ts). */
export function readHealthSettings(env: NodeJS.ProcessEnv, windowMs: number): HealthSettings {
  const settings = readSettings(healthSchema, env);
  // A secret of its own per process would make each instance refuse the page views the others issued.
  if (settings.NODE_ENV === 'production' && settings.HEALTH_TOKEN_SECRET === undefined)
    throw new ConfigError(
      'HEALTH_TOKEN_SECRET is required in production (NODE_ENV=production): the same secret of at ' +
        'least 16 characters on every instance',
    );
  return {
    secret: settings.HEALTH_TOKEN_SECRET,
    opsToken: settings.OPS_TOKEN,
    sampleRate: settings.HEALTH_SAMPLE_RATE,
    retentionDays: settings.HEALTH_RETENTION_DAYS,
    maxViewsPerClient: settings.HEALTH_MAX_VIEWS_PER_CLIENT,
    maxFailuresPerClient: settings.HEALTH_MAX_FAILURES_PER_CLIENT,
    beaconsPerMinute: settings.HEALTH_BEACONS_PER_MINUTE,
    windowMs,
    periodMs: settings.HEALTH_PERIOD_SECONDS * 1000,
  };
}
