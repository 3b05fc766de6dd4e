import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useLanguage } from '@rental/shared/i18n/use-language.ts';
import type { ChartEvent, MetricChart } from './chart-data.ts';
import { clockFormat } from '../ui/formatting.ts';
import { CHART_COLOURS } from './chart-colours.ts';
import { formatMetric } from './metric-format.ts';

const HEIGHT = 220;
/** The top of a metric's scale when no value is there yet: an empty chart still reads sensibly. */
const EMPTY_SCALE_TOP: Record<MetricChart['metric'], number> = {
  views: 10,
  failureRate: 0.05,
  lcp: 2500,
  inp: 200,
  cls: 0.1,
};

/**
 * Rollout events as labelled vertical lines on the plot, drawn after the series, and the minute still
 * being counted shaded: its low figures are not a fall.
 */
function marksPlugin(
  events: readonly ChartEvent[],
  counting: { from: number; to: number },
  label: (event: ChartEvent) => string,
): uPlot.Plugin {
  return {
    hooks: {
      draw: (chart) => {
        const { ctx, bbox } = chart;
        ctx.save();
        const left = Math.max(bbox.left, chart.valToPos(counting.from, 'x', true));
        const right = Math.min(bbox.left + bbox.width, chart.valToPos(counting.to, 'x', true));
        ctx.fillStyle = CHART_COLOURS.counting;
        if (right > left) ctx.fillRect(left, bbox.top, right - left, bbox.height);
        ctx.strokeStyle = CHART_COLOURS.event;
        ctx.fillStyle = CHART_COLOURS.event;
        ctx.lineWidth = devicePixelRatio;
        ctx.setLineDash([2 * devicePixelRatio, 3 * devicePixelRatio]);
        ctx.font = `${11 * devicePixelRatio}px system-ui, sans-serif`;
        ctx.textBaseline = 'top';
        ctx.textAlign = 'left';
        for (const event of events) {
          const x = Math.round(chart.valToPos(event.at, 'x', true));
          if (x < bbox.left || x > bbox.left + bbox.width) continue;
          ctx.beginPath();
          ctx.moveTo(x, bbox.top);
          ctx.lineTo(x, bbox.top + bbox.height);
          ctx.stroke();
          ctx.fillText(label(event), x + 3 * devicePixelRatio, bbox.top + 2 * devicePixelRatio);
        }
        ctx.restore();
      },
    },
  };
}

interface MetricChartCanvasProps {
  chart: MetricChart;
  events: readonly ChartEvent[];
  /** The time range shown, in seconds: the whole range even while only a few periods have figures. */
  range: readonly [number, number];
}

/** One metric drawn by uPlot (docs/decisions/025); the page gives the same figures as a table. */
export function MetricChartCanvas({ chart, events, range }: MetricChartCanvasProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current!;
    const time = clockFormat(language);
    const value = (_: uPlot, raw: number | null) => formatMetric(chart.metric, raw, language);
    const series: uPlot.Series[] = [
      { label: t('charts.time'), value: (_, raw) => (raw === null ? '–' : time.format(raw * 1000)) },
      { label: t('charts.stable'), stroke: CHART_COLOURS.stable, width: 1.5, value },
      { label: t('charts.canary'), stroke: CHART_COLOURS.canary, width: 2.5, value },
    ];
    const data: uPlot.AlignedData = [chart.at, chart.stable, chart.canary];
    if (chart.limit) {
      series.push({ label: t('charts.limit'), stroke: CHART_COLOURS.limit, width: 1.5, dash: [6, 4], value });
      data.push(chart.limit);
    }
    const axis = { stroke: CHART_COLOURS.axis, grid: { stroke: CHART_COLOURS.grid, width: 1 } };
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        series,
        // Room on the right for the last time label.
        padding: [12, 28, 0, 0],
        scales: {
          x: { time: true, range: () => [range[0], range[1]] },
          y: {
            range: (_, _min, max) => [0, max > 0 ? max * 1.1 : EMPTY_SCALE_TOP[chart.metric]],
          },
        },
        axes: [
          { ...axis, values: (_, splits) => splits.map((split) => time.format(split * 1000)) },
          {
            ...axis,
            size: 84,
            values: (_, splits) => splits.map((split) => formatMetric(chart.metric, split, language)),
          },
        ],
        legend: { live: true },
        cursor: { drag: { x: false, y: false } },
        plugins: [
          marksPlugin(events, { from: chart.counting, to: range[1] }, (event) =>
            t(`history.actions.${event.action}`),
          ),
        ],
      },
      data,
      element,
    );
    const resized = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }),
    );
    resized.observe(element);
    return () => {
      resized.disconnect();
      plot.destroy();
    };
  }, [chart, events, range, t, language]);

  return <div ref={box} className="chart-canvas" aria-hidden="true" />;
}
