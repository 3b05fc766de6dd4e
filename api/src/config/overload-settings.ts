import { Type } from 'typebox';
import { readSettings } from './read-settings.ts';
import { count, positiveInteger } from './setting-types.ts';

const MB = 1024 * 1024;

/**
 * OVERLOAD_* and LIVENESS_MAX_EVENT_LOOP_DELAY_MS. The defaults suit one instance with no other to send
 * visitors to; a fleet behind a load balancer sets tighter ones (deploy/kubernetes/configmap.yaml).
 */
export const overloadSchema = Type.Object({
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: count(60_000, 0),
  OVERLOAD_MAX_HEAP_MB: count(1_000_000, 0),
  OVERLOAD_MAX_RSS_MB: count(1_000_000, 0),
  OVERLOAD_MAX_RENDERS: count(10_000, 64),
  OVERLOAD_RETRY_AFTER_SECONDS: positiveInteger(2),
  LIVENESS_MAX_EVENT_LOOP_DELAY_MS: positiveInteger(5_000),
});

/**
 * When the instance refuses new requests (503 with Retry-After) rather than queue them, and tells its
 * load balancer it is saturated (docs/operations.md#back-pressure). A bound of 0 is not checked.
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

export function readOverloadSettings(env: NodeJS.ProcessEnv): OverloadSettings {
  const settings = readSettings(overloadSchema, env);
  return {
    maxEventLoopDelayMs: settings.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    maxHeapBytes: settings.OVERLOAD_MAX_HEAP_MB * MB,
    maxRssBytes: settings.OVERLOAD_MAX_RSS_MB * MB,
    maxRenders: settings.OVERLOAD_MAX_RENDERS,
    retryAfterSeconds: settings.OVERLOAD_RETRY_AFTER_SECONDS,
    livenessMaxEventLoopDelayMs: settings.LIVENESS_MAX_EVENT_LOOP_DELAY_MS,
  };
}
