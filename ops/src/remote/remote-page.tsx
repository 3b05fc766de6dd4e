import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { HealthSeries } from '@rental/shared/contracts/ops-health-series.ts';
import type { OpsHistoryEntry } from '@rental/shared/contracts/ops-history.ts';
import { RolloutActions } from '../actions/rollout-actions.tsx';
import { lastHourTraffic } from '../charts/chart-data.ts';
import { HistoryTable } from '../history/history-table.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';
import { LiveStatus } from '../live/live-status.tsx';
import { usePolled } from '../live/use-polled.ts';
import { RolloutSummary } from '../overview/rollout-summary.tsx';
import { LIVE_INTERVAL_MS } from '../live/live-interval.ts';
import { useOverview } from '../overview/use-overview.ts';

const loadCharts = () => import('../charts/health-charts.tsx');
const HealthCharts = lazy(loadCharts);

type Range = 'window' | 'day';
const RANGES: Range[] = ['window', 'day'];
const RECENT_CHANGES = 8;

/** One remote: its rollout, the changes an operator can make, its health charts and its recent history. */
export function RemotePage() {
  const { t } = useTranslation();
  const { remote: shortName = '' } = useParams();
  usePageTitle(shortName);
  const id = useId();
  const overview = useOverview();
  const [range, setRange] = useState<Range>('window');
  const guard = overview.data?.guard;
  const remote = overview.data?.remotes.find((candidate) => candidate.shortName === shortName);
  // At least the last hour: it tells how many visitors a change reaches.
  const hours = range === 'day' ? 24 : Math.max(1, (guard?.windowSeconds ?? 0) / 3600);
  const series = usePolled<HealthSeries>(
    `/ops/health/series?remote=${encodeURIComponent(shortName)}&hours=${hours}`,
    range === 'day' ? 15_000 : 5_000,
  );
  const history = usePolled<OpsHistoryEntry[]>(
    `/ops/history?remote=${encodeURIComponent(shortName)}`,
    LIVE_INTERVAL_MS,
  );
  const traffic = useMemo(
    () => (series.data ? lastHourTraffic(series.data, Date.parse(series.data.to)) : undefined),
    [series.data],
  );
  // The page appears whole, once its rollout, figures and history and the charts' code are all here:
  // parts arriving one by one would push each other about (layout shift). Then each part updates alone.
  const [shown, setShown] = useState(false);
  if (!shown && remote && series.data && history.data) setShown(true);
  useEffect(() => {
    void loadCharts();
  }, []);
  const to = series.data ? Date.parse(series.data.to) / 1000 : 0;
  const from = to - (range === 'day' ? 86_400 : (guard?.windowSeconds ?? 3600));

  if (overview.data && !remote)
    return (
      <>
        <h1>{shortName}</h1>
        <p role="alert">{t('remote.unknown', { remote: shortName })}</p>
      </>
    );
  const refreshAll = () => {
    overview.refresh();
    history.refresh();
  };
  return (
    <>
      <div className="page-heading">
        <h1>{shortName}</h1>
        <LiveStatus failed={overview.failed} updatedAt={overview.updatedAt} />
      </div>
      {!shown || !remote || !overview.data ? (
        <p className="muted" aria-busy="true">
          {t('layout.loading')}
        </p>
      ) : (
        <Suspense
          fallback={
            <p className="muted" aria-busy="true">
              {t('layout.loading')}
            </p>
          }
        >
          <div className="remote-top">
            <section className="panel" aria-labelledby={`${id}-rollout`}>
              <h2 id={`${id}-rollout`}>{t('remote.rollout')}</h2>
              <RolloutSummary
                remote={remote}
                guard={overview.data.guard}
                now={Date.parse(overview.data.at)}
              />
            </section>
            <RolloutActions remote={remote} traffic={traffic} onChanged={refreshAll} />
          </div>
          <section aria-labelledby={`${id}-health`}>
            <div className="page-heading">
              <h2 id={`${id}-health`}>{t('remote.health')}</h2>
              <fieldset className="range">
                <legend className="visually-hidden">{t('remote.range')}</legend>
                {RANGES.map((choice) => (
                  <label
                    key={choice}
                    className={range === choice ? 'range__choice range__choice--on' : 'range__choice'}
                  >
                    <input
                      type="radio"
                      name={`${id}-range`}
                      value={choice}
                      checked={range === choice}
                      onChange={() => setRange(choice)}
                    />
                    {t(`remote.ranges.${choice}`, { minutes: Math.round((guard?.windowSeconds ?? 0) / 60) })}
                  </label>
                ))}
              </fieldset>
            </div>
            {series.data && history.data && guard ? (
              <HealthCharts series={series.data} history={history.data} guard={guard} from={from} to={to} />
            ) : (
              <p className="muted charts--loading" aria-busy="true">
                {series.failed ? t('remote.seriesFailed') : t('layout.loading')}
              </p>
            )}
          </section>
          <section className="panel" aria-labelledby={`${id}-history`}>
            <div className="page-heading">
              <h2 id={`${id}-history`}>{t('remote.recent')}</h2>
              <Link to={`/history?remote=${encodeURIComponent(shortName)}`}>{t('remote.allHistory')}</Link>
            </div>
            {history.data && (
              <HistoryTable
                entries={history.data.slice(0, RECENT_CHANGES)}
                caption={t('history.captionOf', { remote: shortName })}
                showRemote={false}
              />
            )}
          </section>
        </Suspense>
      )}
    </>
  );
}
