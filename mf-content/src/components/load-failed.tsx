import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../i18n/content-i18n.ts';
import styles from './page.module.css';

/** What a block shows when its data could not be loaded: the rest of the page stays useful. */
export function LoadFailed() {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <p role="status" className={styles.loadFailed}>
      {t('common.loadFailed')}
    </p>
  );
}
