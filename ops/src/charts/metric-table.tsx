import { useTranslation } from 'react-i18next';
import { useLanguage } from '@rental/shared/i18n/use-language.ts';
import { formatMoment } from '../ui/formatting.ts';
import { aboveLimit, type MetricChart } from './chart-data.ts';
import { formatMetric } from './metric-format.ts';

/** The chart's figures as a table, newest first: the chart's text alternative (WCAG 1.1.1). */
export function MetricTable({ chart, caption }: { chart: MetricChart; caption: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows = chart.at.map((_, index) => index).reverse();
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('charts.time')}</th>
            <th scope="col">{t('charts.stable')}</th>
            <th scope="col">{t('charts.canary')}</th>
            {chart.limit && <th scope="col">{t('charts.limit')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((index) => (
            <tr key={chart.at[index]}>
              <th scope="row">
                {formatMoment(chart.at[index]! * 1000, language)}
                {chart.at[index] === chart.counting && (
                  <span className="counting">{t('charts.counting')}</span>
                )}
              </th>
              <td>{formatMetric(chart.metric, chart.stable[index], language)}</td>
              <td className={aboveLimit(chart, index) ? 'above-limit' : undefined}>
                {formatMetric(chart.metric, chart.canary[index], language)}
                {aboveLimit(chart, index) && (
                  <span className="above-limit__flag">{t('charts.aboveLimit')}</span>
                )}
              </td>
              {chart.limit && <td>{formatMetric(chart.metric, chart.limit[index], language)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
