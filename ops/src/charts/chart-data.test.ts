import { describe, expect, it } from 'vitest';
import type { ChannelSeries, HealthSeries } from '@rental/shared/contracts/ops-health-series.ts';
import type { OpsHistoryEntry } from '@rental/shared/contracts/ops-history.ts';
import { aboveLimit, chartEvents, lastHourTraffic, metricCharts, type MetricChart } from './chart-data.ts';
import { DEFAULT_GUARD } from '../testing/guard-settings.ts';

const guard = DEFAULT_GUARD;

const channel = (columns: Partial<ChannelSeries> & Pick<ChannelSeries, 'at'>): ChannelSeries => {
  const none = columns.at.map(() => null);
  return {
    views: columns.at.map(() => 0),
    failures: columns.at.map(() => 0),
    lcpP75: none,
    inpP75: none,
    clsP75: none,
    ...columns,
  };
};

const seriesOf = (stable: ChannelSeries, canary: ChannelSeries): HealthSeries => ({
  remote: 'mf_catalogue',
  from: '2026-11-27T00:00:00.000Z',
  to: '2026-11-27T01:00:00.000Z',
  periodSeconds: 60,
  stable,
  canary,
});

// The canary starts before stable's first period and runs after its last, so the union has to be sorted
// and each channel has periods it did not serve. Stable's 180 had no views; the canary's 30 had none.
const series = seriesOf(
  channel({
    at: [60, 120, 180],
    views: [100, 200, 0],
    failures: [1, 4, 0],
    lcpP75: [2000, 2100, null],
    inpP75: [100, 200, null],
    clsP75: [0.05, 0.06, null],
  }),
  channel({
    at: [30, 120, 240],
    views: [0, 10, 5],
    failures: [0, 1, 2],
    lcpP75: [null, 2600, 3000],
    inpP75: [null, 300, 100],
    clsP75: [null, 0.2, 0.3],
  }),
);

// Sums of fractions are not exact in binary: compare to a millionth.
const rounded = (values: readonly (number | null)[] | undefined) =>
  values?.map((value) => (value === null ? null : Math.round(value * 1e6) / 1e6));

const chartOf = (charts: MetricChart[], metric: MetricChart['metric']) =>
  charts.find((chart) => chart.metric === metric)!;

describe('metricCharts', () => {
  const charts = metricCharts(series, guard, 0);

  it('draws the five metrics in order, all on the sorted union of both channels’ periods', () => {
    expect(charts.map((chart) => chart.metric)).toEqual(['views', 'failureRate', 'lcp', 'inp', 'cls']);
    for (const chart of charts) {
      expect(chart.at).toEqual([30, 60, 120, 180, 240]);
      expect(chart.stable).toHaveLength(5);
      expect(chart.canary).toHaveLength(5);
    }
  });

  it('leaves a gap where a channel served no period, and keeps a period it served with no views', () => {
    const views = chartOf(charts, 'views');
    expect(views.stable).toEqual([null, 100, 200, 0, null]);
    expect(views.canary).toEqual([0, null, 10, null, 5]);
  });

  it('gives failures per view, and no rate for a period without views', () => {
    const failures = chartOf(charts, 'failureRate');
    expect(rounded(failures.stable)).toEqual([null, 0.01, 0.02, null, null]);
    expect(rounded(failures.canary)).toEqual([null, null, 0.1, null, 0.4]);
  });

  it('draws the failure limit at stable’s rate plus the allowed delta, only where stable has a rate', () => {
    expect(rounded(chartOf(charts, 'failureRate').limit)).toEqual([null, 0.03, 0.04, null, null]);
  });

  it('draws the LCP and INP limits at stable’s p75 times the allowed ratio', () => {
    const lcp = chartOf(charts, 'lcp');
    expect(lcp.stable).toEqual([null, 2000, 2100, null, null]);
    expect(lcp.canary).toEqual([null, null, 2600, null, 3000]);
    expect(rounded(lcp.limit)).toEqual([null, 2500, 2625, null, null]);
    const inp = chartOf(charts, 'inp');
    expect(inp.canary).toEqual([null, null, 300, null, 100]);
    expect(rounded(inp.limit)).toEqual([null, 125, 250, null, null]);
  });

  it('has no limit for views and CLS, which the guard does not judge', () => {
    expect(chartOf(charts, 'views').limit).toBeUndefined();
    const cls = chartOf(charts, 'cls');
    expect(cls.limit).toBeUndefined();
    expect(cls.stable).toEqual([null, 0.05, 0.06, null, null]);
    expect(cls.canary).toEqual([null, null, 0.2, null, 0.3]);
  });

  it('leaves out the periods before `from`, keeping the one that starts at it', () => {
    const trimmed = metricCharts(series, guard, 120);
    for (const chart of trimmed) expect(chart.at).toEqual([120, 180, 240]);
    expect(chartOf(trimmed, 'views').stable).toEqual([200, 0, null]);
    expect(chartOf(trimmed, 'views').canary).toEqual([10, null, 5]);
    expect(rounded(chartOf(trimmed, 'failureRate').limit)).toEqual([0.04, null, null]);
    expect(rounded(chartOf(trimmed, 'lcp').limit)).toEqual([2625, null, null]);
  });

  it('draws empty charts when neither channel served a period in the range', () => {
    const empty = metricCharts(series, guard, 10_000);
    for (const chart of empty) {
      expect(chart.at).toEqual([]);
      expect(chart.canary).toEqual([]);
    }
  });
});

describe('aboveLimit', () => {
  const charts = metricCharts(series, guard, 0);

  it('flags the periods where the canary is over the limit', () => {
    const at = (metric: MetricChart['metric']) =>
      chartOf(charts, metric).at.map((_, index) => aboveLimit(chartOf(charts, metric), index));
    // 10 % failures against a limit of 4 %; p75 INP 300 ms against 250 ms; LCP 2600 ms is under 2625 ms.
    expect(at('failureRate')).toEqual([false, false, true, false, false]);
    expect(at('inp')).toEqual([false, false, true, false, false]);
    expect(at('lcp')).toEqual([false, false, false, false, false]);
  });

  it('does not flag a canary value with no limit beside it, nor a chart without limits', () => {
    // At 240 the canary failed 40 % of its views, but stable served nothing to compare with.
    expect(aboveLimit(chartOf(charts, 'failureRate'), 4)).toBe(false);
    expect(aboveLimit(chartOf(charts, 'views'), 2)).toBe(false);
    expect(aboveLimit(chartOf(charts, 'cls'), 4)).toBe(false);
  });

  it('names the period still being counted: the one before the series ends', () => {
    const charts = metricCharts(series, DEFAULT_GUARD, 0);
    const end = Date.parse(series.to) / 1000;
    expect(new Set(charts.map((chart) => chart.counting))).toEqual(new Set([end - 60]));
  });

  it('does not flag a value exactly at the limit, as the guard kills only above it', () => {
    const chart: MetricChart = {
      metric: 'lcp',
      at: [0, 60],
      stable: [2000, 2000],
      canary: [2500, 2501],
      limit: [2500, 2500],
      counting: 120,
    };
    expect(aboveLimit(chart, 0)).toBe(false);
    expect(aboveLimit(chart, 1)).toBe(true);
  });

  it('does not flag an index past the end of the chart', () => {
    expect(aboveLimit(chartOf(charts, 'failureRate'), 99)).toBe(false);
  });
});

describe('chartEvents', () => {
  const entry = (at: string, action: string, by: OpsHistoryEntry['by']): OpsHistoryEntry => ({
    at,
    remote: 'mf_catalogue',
    action,
    by,
    before: { stable: '1.0.0' },
    after: { stable: '1.0.0' },
  });
  const from = Date.parse('2026-11-27T10:00:00.000Z') / 1000;

  it('places the changes from `from` on, oldest first, in seconds', () => {
    const history = [
      entry('2026-11-27T10:30:00.000Z', 'kill', 'guard'),
      entry('2026-11-27T09:59:59.000Z', 'start', 'operator'),
      entry('2026-11-27T10:00:00.000Z', 'percent', 'operator'),
      entry('2026-11-27T10:15:00.000Z', 'ramp', 'guard'),
    ];
    expect(chartEvents(history, from)).toEqual([
      { at: from, action: 'percent', by: 'operator' },
      { at: from + 900, action: 'ramp', by: 'guard' },
      { at: from + 1800, action: 'kill', by: 'guard' },
    ]);
  });

  it('has no events when every change is older than the range', () => {
    expect(chartEvents([entry('2026-11-26T10:00:00.000Z', 'start', 'operator')], from)).toEqual([]);
  });
});

describe('lastHourTraffic', () => {
  it('sums each channel’s views of the periods that started within the last hour', () => {
    const now = 10_000_000; // ms: an hour earlier is 6400 s
    const traffic = lastHourTraffic(
      seriesOf(
        channel({ at: [6000, 6400, 9940], views: [50, 7, 3] }),
        channel({ at: [6399, 9000], views: [100, 4] }),
      ),
      now,
    );
    expect(traffic).toEqual({ stable: 10, canary: 4 });
  });

  it('is nothing for channels without periods', () => {
    expect(lastHourTraffic(seriesOf(channel({ at: [] }), channel({ at: [] })), 10_000_000)).toEqual({
      stable: 0,
      canary: 0,
    });
  });
});
