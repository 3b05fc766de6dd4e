import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { PageHead } from '@rental/shared/seo/page-head.tsx';
import { Button } from '@rental/shared/ui/button.tsx';
import { Skeleton } from '@rental/shared/ui/skeleton.tsx';
import { CATALOGUE_NS } from '../../i18n/catalogue-i18n.ts';
import type { DetailBack } from './detail-page.tsx';
import styles from './detail.module.css';

/** The detail layout in outline while the item loads. */
export function DetailSkeleton() {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <div className={styles.page} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('detail.loading')}
      </span>
      <Skeleton height="1.55rem" width="10rem" />
      <div className={styles.layout}>
        <Skeleton height="auto" style={{ aspectRatio: '4 / 3' }} />
        <div className={styles.info}>
          <Skeleton height="1rem" width="40%" />
          <Skeleton height="2.4rem" width="80%" style={{ margin: '0.75rem 0 1rem' }} />
          <Skeleton height="6rem" />
          <Skeleton height="44px" width="16rem" style={{ marginTop: '1.5rem' }} />
        </div>
      </div>
    </div>
  );
}

/**
 * The item could not be loaded (network or server): a heading, a retry and the way back. Kept out of
 * search results: a crawler that meets a passing failure must not file the error as the item's page.
 */
export function DetailFailed({ onRetry, back }: { onRetry: () => void; back: DetailBack }) {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <section className={styles.failed}>
      <PageHead title={t('detail.failedTitle')} description={t('detail.failedText')} noindex />
      <h1>{t('detail.failedTitle')}</h1>
      <p>{t('detail.failedText')}</p>
      <div className={styles.failedActions}>
        <Button onClick={onRetry}>{t('detail.retry')}</Button>
        <Link to={back.href}>{back.label}</Link>
      </div>
    </section>
  );
}
