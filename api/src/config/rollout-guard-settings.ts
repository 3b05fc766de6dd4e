import { Type } from 'typebox';
import { readSettings } from './read-settings.ts';
import { fraction, positiveInteger, text } from './setting-types.ts';

/** The rollout guard (ROLLOUT_GUARD_*; docs/decisions/017). */
export const rolloutGuardSchema = Type.Object({
  ROLLOUT_GUARD: text(),
  ROLLOUT_GUARD_INTERVAL_SECONDS: positiveInteger(60),
  ROLLOUT_GUARD_WINDOW_SECONDS: positiveInteger(900),
  ROLLOUT_GUARD_MIN_VIEWS: positiveInteger(200),
  ROLLOUT_GUARD_MAX_FAILURE_DELTA: fraction(0.02),
  ROLLOUT_GUARD_MAX_VITALS_RATIO: fraction(1.25, 100),
});

/** The rollout guard, which runs in the server and whose judgement the operators' console shows. */
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

export function readRolloutGuardConfig(env: NodeJS.ProcessEnv): RolloutGuardConfig {
  const settings = readSettings(rolloutGuardSchema, env);
  return {
    enabled: settings.ROLLOUT_GUARD !== '0' && settings.ROLLOUT_GUARD !== 'false',
    intervalMs: settings.ROLLOUT_GUARD_INTERVAL_SECONDS * 1000,
    windowMs: settings.ROLLOUT_GUARD_WINDOW_SECONDS * 1000,
    minViews: settings.ROLLOUT_GUARD_MIN_VIEWS,
    maxFailureDelta: settings.ROLLOUT_GUARD_MAX_FAILURE_DELTA,
    maxVitalsRatio: settings.ROLLOUT_GUARD_MAX_VITALS_RATIO,
  };
}
