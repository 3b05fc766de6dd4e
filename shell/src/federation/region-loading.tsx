import { useTranslation } from 'react-i18next';
import { Skeleton } from '@rental/shared/ui/skeleton.tsx';
import styles from './region.module.css';
import column from '@rental/shared/ui/content-column.module.css';

/** Holds the page's space while its remote loads, so the footer does not jump up and back. */
export function RegionLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className={`${column.contentColumn} ${styles.region}`} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('remote.loading')}
      </span>
      <Skeleton height="2.5rem" width="40%" />
      <Skeleton height="60vh" style={{ marginTop: '1.5rem' }} />
    </div>
  );
}
