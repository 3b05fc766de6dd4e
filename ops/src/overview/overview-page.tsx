import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../layout/use-page-title.ts';
import { LiveStatus } from '../live/live-status.tsx';
import { RolloutSummary } from './rollout-summary.tsx';
import { useOverview } from './use-overview.ts';

/** Every remote's rollout on one screen, followed live. */
export function OverviewPage() {
  const { t } = useTranslation();
  usePageTitle(t('overview.title'));
  const overview = useOverview();
  const data = overview.data;
  return (
    <>
      <div className="page-heading">
        <h1>{t('overview.title')}</h1>
        <LiveStatus failed={overview.failed} updatedAt={overview.updatedAt} />
      </div>
      {!data ? (
        <p className="muted" aria-busy="true">
          {t('layout.loading')}
        </p>
      ) : (
        <ul className="remote-cards">
          {data.remotes.map((remote) => (
            <li key={remote.remote} className="panel remote-card">
              <h2>
                <Link to={`/remotes/${remote.shortName}`}>{remote.shortName}</Link>
              </h2>
              <RolloutSummary remote={remote} guard={data.guard} now={Date.parse(data.at)} />
              <Link className="remote-card__more" to={`/remotes/${remote.shortName}`}>
                {t('overview.open', { remote: remote.shortName })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
