import { useTranslation } from 'react-i18next';
import { PageHead } from '@rental/shared/seo/page-head.tsx';
import { Alert } from '@rental/shared/ui/alert.tsx';
import { Button } from '@rental/shared/ui/button.tsx';
import styles from './region.module.css';

/**
 * A remote that could not be loaded. In place of a page it also titles the document, and keeps the
 * failure out of search results: a crawler passing by must not file the error as the page.
 */
export function RegionFallback({ onRetry, isPage }: { onRetry: () => void; isPage: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.region} data-testid="remote-fallback">
      {isPage && (
        <PageHead title={t('remote.unavailableTitle')} description={t('remote.unavailableText')} noindex />
      )}
      <Alert tone="error">
        <h2 className={styles.title}>{t('remote.unavailableTitle')}</h2>
        <p>{t('remote.unavailableText')}</p>
        <Button onClick={onRetry}>{t('remote.retry')}</Button>
      </Alert>
    </div>
  );
}
