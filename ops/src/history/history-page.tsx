import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { OpsHistoryEntry } from '@rental/shared/contracts/ops-history.ts';
import { REMOTES } from '@rental/shared/federation/remote-modules.ts';
import { usePageTitle } from '../layout/use-page-title.ts';
import { LiveStatus } from '../live/live-status.tsx';
import { usePolled } from '../live/use-polled.ts';
import { LIVE_INTERVAL_MS } from '../live/live-interval.ts';
import { HistoryTable } from './history-table.tsx';

const isRemote = (value: string | null): value is string =>
  REMOTES.some((remote) => remote.shortName === value);

/** Every change and guard decision, newest first; the filter is in the address, so a view can be shared. */
export function HistoryPage() {
  const { t } = useTranslation();
  usePageTitle(t('history.title'));
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('remote');
  const remote = isRemote(wanted) ? wanted : undefined;
  const history = usePolled<OpsHistoryEntry[]>(
    remote ? `/ops/history?remote=${remote}` : '/ops/history',
    LIVE_INTERVAL_MS,
  );
  return (
    <>
      <div className="page-heading">
        <h1>{t('history.title')}</h1>
        <LiveStatus failed={history.failed} updatedAt={history.updatedAt} />
      </div>
      <div className="filter">
        <label htmlFor={`${id}-remote`}>{t('history.filter')}</label>
        <select
          id={`${id}-remote`}
          value={remote ?? ''}
          onChange={(event) => setSearch(event.target.value ? { remote: event.target.value } : {})}
        >
          <option value="">{t('history.allRemotes')}</option>
          {REMOTES.map(({ shortName }) => (
            <option key={shortName} value={shortName}>
              {shortName}
            </option>
          ))}
        </select>
      </div>
      {history.data ? (
        <HistoryTable
          entries={history.data}
          caption={remote ? t('history.captionOf', { remote }) : t('history.caption')}
          showRemote={!remote}
        />
      ) : (
        <p className="muted" aria-busy="true">
          {t('layout.loading')}
        </p>
      )}
    </>
  );
}
