import { Type, type Static, type TLiteral } from 'typebox';
import { REMOTES } from '../federation/remote-modules.ts';
import { MAX_HEALTH_EVENTS, MAX_VITAL_VALUE } from './health-events.ts';

/**
 * Real-user health of the remotes (docs/decisions/017): what the browser reports about each page view,
 * per remote, version and channel, and what the operators read back.
 */

/** A tuple, not an array, of literals: the schema's static type is then the union of the names. */
type NameLiterals<Remotes extends readonly { name: string }[]> = {
  -readonly [K in keyof Remotes]: TLiteral<Remotes[K]['name']>;
};
const RemoteNameSchema = Type.Union(
  REMOTES.map(({ name }) => Type.Literal(name)) as NameLiterals<typeof REMOTES>,
);
const ChannelSchema = Type.Union([Type.Literal('stable'), Type.Literal('canary')]);
const VersionSchema = Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z.+_-]+$' });

export const HealthEvent = Type.Object(
  {
    remote: RemoteNameSchema,
    version: VersionSchema,
    channel: ChannelSchema,
    kind: Type.Union([
      Type.Literal('view'),
      Type.Literal('load-failure'),
      Type.Literal('region-error'),
      Type.Literal('unhandled-error'),
      Type.Literal('lcp'),
      Type.Literal('inp'),
      Type.Literal('cls'),
    ]),
    /** Only for web vitals. */
    value: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_VITAL_VALUE })),
  },
  { additionalProperties: false },
);
export type HealthEvent = Static<typeof HealthEvent>;

/** One batch from one page view, sent with `navigator.sendBeacon`. */
export const HealthBeacon = Type.Object(
  {
    /** The page's token, signed by the server that rendered the page, the same for everyone who got it. */
    token: Type.String({ minLength: 1, maxLength: 1024 }),
    /** The page view's own id, drawn by the browser (`PAGE_VIEW_ID_PATTERN`, checked by the route). */
    viewId: Type.String({ maxLength: 64 }),
    events: Type.Array(HealthEvent, { minItems: 1, maxItems: MAX_HEALTH_EVENTS }),
  },
  { additionalProperties: false },
);
export type HealthBeacon = Static<typeof HealthBeacon>;

/** The figures of one remote version on one channel over a window. */
export const HealthFigures = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  channel: Type.String(),
  views: Type.Integer({ minimum: 0 }),
  loadFailures: Type.Integer({ minimum: 0 }),
  regionErrors: Type.Integer({ minimum: 0 }),
  unhandledErrors: Type.Integer({ minimum: 0 }),
  /** Load failures, region errors and unhandled errors together. */
  failures: Type.Integer({ minimum: 0 }),
  lcpP75: Type.Union([Type.Number(), Type.Null()]),
  inpP75: Type.Union([Type.Number(), Type.Null()]),
  clsP75: Type.Union([Type.Number(), Type.Null()]),
});
export type HealthFigures = Static<typeof HealthFigures>;

/**
 * A published release the site refused or could not fetch (docs/decisions/024), one per release: the
 * first and last time an instance met the problem, how often, and the latest reason.
 */
export const ReleaseProblem = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  /** The SHA-384 of the `release.json` the rollout pinned; empty for an entry that pins none. */
  digest: Type.String(),
  /** The entry remotes.json names the build by; empty in rows recorded before entries were. */
  entry: Type.String(),
  /** True when its entry, bytes or signature were wrong; false when its store could not be read. */
  refused: Type.Boolean(),
  /** Whether remotes.json still names this build: a problem clears when its entry changes. */
  current: Type.Boolean(),
  reason: Type.String(),
  firstAt: Type.String({ format: 'date-time' }),
  lastAt: Type.String({ format: 'date-time' }),
  count: Type.Integer({ minimum: 1 }),
});
export type ReleaseProblem = Static<typeof ReleaseProblem>;
