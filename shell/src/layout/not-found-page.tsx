import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { buttonClass } from '@rental/shared/ui/button.tsx';
import styles from './layout.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.notFound}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className={buttonClass('primary')} to={paths.home()}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
