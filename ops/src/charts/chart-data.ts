import type { ChannelSeries, HealthSeries } from '@rental/shared/contracts/ops-health-series.ts';
import type { OpsHistoryEntry } from '@rental/shared/contracts/ops-history.ts';
import type { OpsOverview } from '@rental/shared/contracts/ops-overview.ts';

export const METRICS = ['views', 'failureRate', 'lcp', 'inp', 'cls'] as const;
export type Metric = (typeof METRICS)[number];

type Values = (number | null)[];

/** One chart's figures on one time axis (seconds), with the guard's limit where it judges the metric. */
export interface MetricChart {
  metric: Metric;
  at: number[];
  stable: Values;
  canary: Values;
  /** Where the canary's value would make the guard kill it: absent for what it does not judge. */
  limit?: Values;
  /** The start of the period still being counted: its figures are partial. */
  counting: number;
}

/** A rollout event on the time axis. */
export interface ChartEvent {
  at: number;
  action: string;
  by: OpsHistoryEntry['by'];
}

type Guard = OpsOverview['guard'];

/** Each channel's periods on the union of both time axes: a period a channel did not serve is a gap. */
function aligned(stable: ChannelSeries, canary: ChannelSeries, from: number) {
  const at = [...new Set([...stable.at, ...canary.at])].filter((time) => time >= from).sort((a, b) => a - b);
  const pick = (series: ChannelSeries) => {
    const index = new Map(series.at.map((time, position) => [time, position]));
    return (column: keyof Omit<ChannelSeries, 'at'>) =>
      at.map((time) => {
        const position = index.get(time);
        return position === undefined ? null : series[column][position]!;
      });
  };
  return { at, stable: pick(stable), canary: pick(canary) };
}

const ratio = (failures: Values, views: Values): Values =>
  failures.map((count, index) => {
    const seen = views[index];
    return count === null || !seen ? null : count / seen;
  });

/**
 * The five charts of a remote over `[from, …]`: page views, failures per view, p75 LCP, p75 INP and CLS per
 * period, canary beside stable. The limits are the guard's rules of docs/decisions/017 applied period by
 * period: stable's failure rate plus the allowed delta, stable's p75 times the allowed ratio.
 */
export function metricCharts(series: HealthSeries, guard: Guard, from: number): MetricChart[] {
  const { at, stable, canary } = aligned(series.stable, series.canary, from);
  const counting = Date.parse(series.to) / 1000 - series.periodSeconds;
  const stableRate = ratio(stable('failures'), stable('views'));
  const times = (values: Values) =>
    values.map((value) => (value === null ? null : value * guard.maxVitalsRatio));
  return [
    { metric: 'views', at, stable: stable('views'), canary: canary('views'), counting },
    {
      metric: 'failureRate',
      at,
      stable: stableRate,
      canary: ratio(canary('failures'), canary('views')),
      limit: stableRate.map((value) => (value === null ? null : value + guard.maxFailureDelta)),
      counting,
    },
    {
      metric: 'lcp',
      at,
      stable: stable('lcpP75'),
      canary: canary('lcpP75'),
      limit: times(stable('lcpP75')),
      counting,
    },
    {
      metric: 'inp',
      at,
      stable: stable('inpP75'),
      canary: canary('inpP75'),
      limit: times(stable('inpP75')),
      counting,
    },
    { metric: 'cls', at, stable: stable('clsP75'), canary: canary('clsP75'), counting },
  ];
}

/** Whether the canary's value at `index` is over the guard's limit there. */
export const aboveLimit = (chart: MetricChart, index: number): boolean => {
  const value = chart.canary[index];
  const limit = chart.limit?.[index];
  return value !== null && value !== undefined && limit !== null && limit !== undefined && value > limit;
};

/** The rollout's changes of this remote within the charts' range. */
export const chartEvents = (history: readonly OpsHistoryEntry[], from: number): ChartEvent[] =>
  history
    .map((entry) => ({ at: Date.parse(entry.at) / 1000, action: entry.action, by: entry.by }))
    .filter((event) => event.at >= from)
    .sort((a, b) => a.at - b.at);

/** Page views per channel over the last hour: how many visitors a change would reach. */
export function lastHourTraffic(series: HealthSeries, now: number) {
  const since = now / 1000 - 3600;
  const sum = (channel: ChannelSeries) =>
    channel.views.reduce((total, views, index) => (channel.at[index]! >= since ? total + views : total), 0);
  return { stable: sum(series.stable), canary: sum(series.canary) };
}
