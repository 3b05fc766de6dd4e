import { useId, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { HealthSeries } from '@rental/shared/contracts/ops-health-series.ts';
import type { OpsHistoryEntry } from '@rental/shared/contracts/ops-history.ts';
import type { OpsOverview } from '@rental/shared/contracts/ops-overview.ts';
import { useLanguage } from '@rental/shared/i18n/use-language.ts';
import { formatMoment, formatNumber } from '../ui/formatting.ts';
import { aboveLimit, chartEvents, metricCharts, type ChartEvent, type MetricChart } from './chart-data.ts';
import { CHART_COLOURS } from './chart-colours.ts';
import { MetricChartCanvas } from './metric-chart-canvas.tsx';
import { MetricTable } from './metric-table.tsx';

interface HealthChartsProps {
  series: HealthSeries;
  history: readonly OpsHistoryEntry[];
  guard: OpsOverview['guard'];
  /** The range the charts show, in seconds. */
  from: number;
  to: number;
}

/** The charts' key, in the very colours and strokes the charts draw with. */
const KEY = [
  { label: 'charts.stable', colour: CHART_COLOURS.stable, line: 'solid' },
  { label: 'charts.canary', colour: CHART_COLOURS.canary, line: 'solid' },
  { label: 'charts.limit', colour: CHART_COLOURS.limit, line: 'dashed' },
  { label: 'charts.event', colour: CHART_COLOURS.event, line: 'dotted' },
] as const;

interface MetricFigureProps {
  chart: MetricChart;
  events: readonly ChartEvent[];
  range: readonly [number, number];
  guard: OpsOverview['guard'];
}

function MetricFigure({ chart, events, range, guard }: MetricFigureProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const title = t(`charts.metrics.${chart.metric}`);
  const above = chart.at.filter((_, index) => aboveLimit(chart, index)).length;
  return (
    <figure className="panel chart" aria-labelledby={`${id}-title`}>
      <div className="chart__heading">
        <h3 id={`${id}-title`}>{title}</h3>
        <button
          type="button"
          className="button button--quiet"
          aria-expanded={asTable}
          aria-controls={`${id}-view`}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {asTable ? t('charts.showChart') : t('charts.showTable')}
        </button>
      </div>
      <p className="chart__limit muted">
        {chart.metric === 'failureRate'
          ? t('charts.limits.failureRate', { delta: formatNumber(guard.maxFailureDelta * 100, language, 1) })
          : chart.limit
            ? t('charts.limits.vital', { ratio: formatNumber(guard.maxVitalsRatio, language, 2) })
            : t(`charts.limits.${chart.metric}`)}
      </p>
      <div id={`${id}-view`}>
        {chart.at.length === 0 ? (
          <p className="muted">{t('charts.empty')}</p>
        ) : asTable ? (
          <MetricTable chart={chart} caption={title} />
        ) : (
          <MetricChartCanvas chart={chart} events={events} range={range} />
        )}
      </div>
      {chart.limit && chart.at.length > 0 && (
        <figcaption className={above ? 'chart__verdict chart__verdict--above' : 'chart__verdict'}>
          {above
            ? t('charts.aboveCount', { count: above, periods: chart.at.length })
            : t('charts.withinLimit', { periods: chart.at.length })}
        </figcaption>
      )}
    </figure>
  );
}

/**
 * A remote's health, canary beside stable, with the guard's limits and the rollout's events
 * (docs/decisions/025). A chunk of its own: uPlot is loaded by this page of the console and nothing else.
 */
export default function HealthCharts({ series, history, guard, from, to }: HealthChartsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const charts = useMemo(() => metricCharts(series, guard, from), [series, guard, from]);
  const events = useMemo(() => chartEvents(history, from), [history, from]);
  const range = useMemo(() => [from, to] as const, [from, to]);
  return (
    <>
      <div className="chart-key" aria-hidden="true">
        {KEY.map(({ label, colour, line }) => (
          <span key={label} style={{ '--key-colour': colour, '--key-line': line } as CSSProperties}>
            {t(label)}
          </span>
        ))}
      </div>
      {events.length > 0 && (
        <ol className="chart-events" aria-label={t('charts.events')}>
          {events.map((event) => (
            <li key={`${event.at}-${event.action}`}>
              <time dateTime={new Date(event.at * 1000).toISOString()}>
                {formatMoment(event.at * 1000, language)}
              </time>{' '}
              {t(`history.actions.${event.action}`)}
            </li>
          ))}
        </ol>
      )}
      <div className="charts">
        {charts.map((chart) => (
          <MetricFigure key={chart.metric} chart={chart} events={events} range={range} guard={guard} />
        ))}
      </div>
    </>
  );
}
