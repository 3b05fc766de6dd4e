import { useTranslation } from 'react-i18next';
import { Button } from '@rental/shared/ui/button.tsx';
import { CATALOGUE_NS } from '../i18n/catalogue-i18n.ts';
import styles from './list.module.css';

/** A failed call leaves the list as it was (docs/product.md#states); this says so quietly and offers to ask again. */
export function ListNotice({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <div className={styles.notice}>
      <p>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </div>
  );
}
