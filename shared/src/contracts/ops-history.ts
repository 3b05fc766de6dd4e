import { type Static, Type } from 'typebox';

/** A remote's channels in a history line: the stable version, and the canary's with its percent. */
export const ChannelsSummary = Type.Object({
  stable: Type.String(),
  canary: Type.Optional(Type.Object({ version: Type.String(), percent: Type.Number() })),
});

/** One change of the rollout history, by an operator or the guard (docs/decisions/025). */
export const OpsHistoryEntry = Type.Object({
  at: Type.String({ format: 'date-time' }),
  remote: Type.String(),
  action: Type.String(),
  by: Type.Union([Type.Literal('operator'), Type.Literal('guard')]),
  operator: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
  before: ChannelsSummary,
  after: ChannelsSummary,
});
export type OpsHistoryEntry = Static<typeof OpsHistoryEntry>;
