import { REMOTES } from '../federation/remote-modules.ts';

/**
 * The vocabulary and bounds of real-user health (docs/decisions/017), apart from the schemas in
 * `health.ts`: the browser's reporter needs these few values, not the schema library.
 */

/** What can happen to a remote in one page view; each counts at most once per remote and page view. */
export const HEALTH_EVENT_KINDS = [
  'view',
  'load-failure',
  'region-error',
  'unhandled-error',
  'lcp',
  'inp',
  'cls',
] as const;
export type HealthEventKind = (typeof HEALTH_EVENT_KINDS)[number];
/** The kinds that count as failures of the remote's version. */
export const FAILURE_KINDS: readonly HealthEventKind[] = ['load-failure', 'region-error', 'unhandled-error'];
/** Web vitals: LCP and INP in milliseconds, CLS as the score times 1000. */
export const VITAL_KINDS = ['lcp', 'inp', 'cls'] as const;
export type VitalKind = (typeof VITAL_KINDS)[number];
export const isVitalKind = (kind: HealthEventKind): kind is VitalKind =>
  (VITAL_KINDS as readonly string[]).includes(kind);
export const MAX_VITAL_VALUE = 600_000;

/** Every kind for every remote fits in one beacon; anything more is not a browser's report. */
export const MAX_HEALTH_EVENTS = HEALTH_EVENT_KINDS.length * REMOTES.length;
export const MAX_HEALTH_BEACON_BYTES = 4096;

/**
 * A page view's id as the browser draws it once per page load: 16 random bytes in base64url. The page is
 * the same for everyone who gets it, so its token cannot tell their views apart; this id does.
 */
export const PAGE_VIEW_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const HEALTH_BEACON_PATH = '/health/beacons';
export const OPS_TOKEN_HEADER = 'x-ops-token';
