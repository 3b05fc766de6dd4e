import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from '@rental/shared/routes/router.ts';
import { PageHead } from '@rental/shared/seo/page-head.tsx';
import { Button } from '@rental/shared/ui/button.tsx';
import { CATALOGUE_NS } from '../i18n/catalogue-i18n.ts';
import type { DetailBack } from './detail-back.ts';
import styles from './detail.module.css';

/**
 * The item could not be loaded (network or server): a heading, a retry and the way back. Kept out of
 * search results: a crawler that meets a passing failure must not file the error as the item's page.
 * The retry runs the route's loader again; meanwhile the button stays where it is, so focus does too,
 * and refuses a second press while a status line says the item is loading.
 */
export function DetailFailed({ back }: { back: DetailBack }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <section className={styles.failed} aria-busy={retrying}>
      <PageHead title={t('detail.failedTitle')} description={t('detail.failedText')} noindex />
      <h1>{t('detail.failedTitle')}</h1>
      <p>{t('detail.failedText')}</p>
      <div className={styles.failedActions}>
        <Button
          aria-disabled={retrying || undefined}
          onClick={() => {
            if (!retrying) void revalidator.revalidate();
          }}
        >
          {t('detail.retry')}
        </Button>
        <Link to={back.href}>{back.label}</Link>
      </div>
      <p role="status">{retrying && t('detail.loading')}</p>
    </section>
  );
}
