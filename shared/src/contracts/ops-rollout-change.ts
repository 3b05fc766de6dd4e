import { type Static, Type } from 'typebox';

/** The changes the operators' console makes to a remote's rollout (docs/decisions/025). */
export const OPS_ROLLOUT_ACTIONS = ['start', 'percent', 'promote', 'rollback', 'kill'] as const;
export type OpsRolloutAction = (typeof OPS_ROLLOUT_ACTIONS)[number];

/** One change of a remote's rollout, from a view of its channels at `revision`. */
export const OpsRolloutChange = Type.Object(
  {
    /** The revision of the remote's channels the operator was looking at. */
    revision: Type.String({ minLength: 1, maxLength: 64 }),
    /** Why, in the operator's words; kept in the history. */
    reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
    /** The canary's share of visitors: its new one for `percent`, its first (a whole 1 to 100) for `start`. */
    percent: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    /** For `start`: the published version, as `GET /ops/releases/:remote/versions` lists it. */
    version: Type.Optional(Type.String({ pattern: '^(?!.*\\.\\.)\\w[\\w.-]{0,63}$' })),
    /** For `start`: the release store that holds it, one of those this site allows. */
    store: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
    /** For `start`: climb 5 → 25 → 50 → 100 % on its own while healthy (docs/decisions/017). */
    ramp: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type OpsRolloutChange = Static<typeof OpsRolloutChange>;

/** What was recorded in the history for the change. */
export const OpsRolloutChanged = Type.Object({
  at: Type.String({ format: 'date-time' }),
  remote: Type.String(),
  action: Type.String(),
  operator: Type.String(),
  reason: Type.String(),
});
export type OpsRolloutChanged = Static<typeof OpsRolloutChanged>;
