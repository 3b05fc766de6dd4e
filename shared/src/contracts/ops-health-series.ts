import { type Static, Type } from 'typebox';

const Nullables = () => Type.Array(Type.Union([Type.Number(), Type.Null()]));

/**
 * One channel of one remote per period (a minute), every version it served then together, in columns:
 * the i-th entry of each array is the i-th period, as a chart draws it. A vital's p75 is null until its
 * period has closed and been rolled up, or when it had no values.
 */
export const ChannelSeries = Type.Object({
  /** Each period's start, in seconds since the epoch. */
  at: Type.Array(Type.Number()),
  views: Type.Array(Type.Integer({ minimum: 0 })),
  failures: Type.Array(Type.Integer({ minimum: 0 })),
  lcpP75: Nullables(),
  inpP75: Nullables(),
  clsP75: Nullables(),
});
export type ChannelSeries = Static<typeof ChannelSeries>;

/** A remote's health per period over a time range, for the operators' charts (docs/decisions/025). */
export const HealthSeries = Type.Object({
  remote: Type.String(),
  from: Type.String({ format: 'date-time' }),
  to: Type.String({ format: 'date-time' }),
  periodSeconds: Type.Number(),
  stable: ChannelSeries,
  canary: ChannelSeries,
});
export type HealthSeries = Static<typeof HealthSeries>;
