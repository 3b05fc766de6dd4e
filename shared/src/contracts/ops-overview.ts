import { type Static, Type } from 'typebox';

/** A channel's figures over the guard's window, as the guard judges them. */
export const GuardFigures = Type.Object({
  views: Type.Integer({ minimum: 0 }),
  failures: Type.Integer({ minimum: 0 }),
  lcpP75: Type.Union([Type.Number(), Type.Null()]),
  inpP75: Type.Union([Type.Number(), Type.Null()]),
});

/**
 * Where a build stands on the instance that answered: deployed with the site, or a published release
 * verified here, being fetched, refused (with why), or not yet asked for by any page.
 */
export const BuildState = Type.Union([
  Type.Literal('site'),
  Type.Literal('verified'),
  Type.Literal('fetching'),
  Type.Literal('refused'),
  Type.Literal('not-asked'),
]);

const ChannelBuild = {
  version: Type.String(),
  release: Type.Optional(Type.Object({ store: Type.String(), digest: Type.String() })),
  state: BuildState,
  /** Why a build is refused or cannot be fetched here. */
  problem: Type.Optional(Type.String()),
};

/** One remote in the operators' overview (docs/decisions/025). */
export const OpsRemote = Type.Object({
  remote: Type.String(),
  shortName: Type.String(),
  /** The revision of its channels: a change made from a view of another revision is refused. */
  revision: Type.String(),
  stable: Type.Object({
    ...ChannelBuild,
    /** The version this instance serves in its place while it is refused or not yet verified here. */
    servedInstead: Type.Optional(Type.String()),
  }),
  canary: Type.Optional(
    Type.Object({
      ...ChannelBuild,
      percent: Type.Number({ minimum: 0, maximum: 100 }),
      ramp: Type.Boolean(),
      /** The percent the ramp goes to next, or null when the next step is promotion. */
      nextRampPercent: Type.Union([Type.Integer(), Type.Null()]),
      since: Type.Optional(Type.String({ format: 'date-time' })),
      percentSince: Type.Optional(Type.String({ format: 'date-time' })),
    }),
  ),
  /** What the guard would decide now, from the figures of its window; absent without a canary with visitors. */
  guard: Type.Optional(
    Type.Object({
      decision: Type.Union([
        Type.Literal('wait'),
        Type.Literal('kill'),
        Type.Literal('ramp'),
        Type.Literal('promote'),
      ]),
      reason: Type.String(),
      canary: GuardFigures,
      stable: GuardFigures,
    }),
  ),
});
export type OpsRemote = Static<typeof OpsRemote>;

export const OpsOverview = Type.Object({
  at: Type.String({ format: 'date-time' }),
  guard: Type.Object({
    /** Whether the guard runs in the instances (ROLLOUT_GUARD). */
    enabled: Type.Boolean(),
    intervalSeconds: Type.Number(),
    windowSeconds: Type.Number(),
    minViews: Type.Integer(),
    maxFailureDelta: Type.Number(),
    maxVitalsRatio: Type.Number(),
  }),
  remotes: Type.Array(OpsRemote),
});
export type OpsOverview = Static<typeof OpsOverview>;
