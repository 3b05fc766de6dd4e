import { useTranslation } from 'react-i18next';
import { Alert } from '@rental/shared/ui/alert.tsx';
import { Button } from '@rental/shared/ui/button.tsx';
import styles from './region.module.css';

export function RegionFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.region} data-testid="remote-fallback">
      <Alert tone="error">
        <h2 className={styles.title}>{t('remote.unavailableTitle')}</h2>
        <p>{t('remote.unavailableText')}</p>
        <Button onClick={onRetry}>{t('remote.retry')}</Button>
      </Alert>
    </div>
  );
}
