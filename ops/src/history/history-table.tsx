import { useTranslation } from 'react-i18next';
import type { OpsHistoryEntry } from '@rental/shared/contracts/ops-history.ts';
import { useLanguage } from '@rental/shared/i18n/use-language.ts';
import { describeChannels } from '../actions/describe-rollout.ts';
import { formatMoment } from '../ui/formatting.ts';

interface HistoryTableProps {
  entries: readonly OpsHistoryEntry[];
  caption: string;
  showRemote: boolean;
}

/** Changes newest first: who, when, what it was before and after, and why. */
export function HistoryTable({ entries, caption, showRemote }: HistoryTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (entries.length === 0) return <p className="muted">{t('history.empty')}</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="history-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history.when')}</th>
            {showRemote && <th scope="col">{t('history.remote')}</th>}
            <th scope="col">{t('history.change')}</th>
            <th scope="col">{t('history.by')}</th>
            <th scope="col">{t('history.before')}</th>
            <th scope="col">{t('history.after')}</th>
            <th scope="col">{t('history.why')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={`${entry.at}-${entry.remote}-${index}`}>
              <td>
                <time dateTime={entry.at}>{formatMoment(entry.at, language)}</time>
              </td>
              {showRemote && <td>{entry.remote}</td>}
              <td>{t(`history.actions.${entry.action}`, { defaultValue: entry.action })}</td>
              <td>{entry.by === 'guard' ? t('history.guard') : (entry.operator ?? t('history.command'))}</td>
              <td>{describeChannels(entry.before, t)}</td>
              <td>{describeChannels(entry.after, t)}</td>
              <td className="history-table__why">{entry.reason ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
