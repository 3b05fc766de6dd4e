import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { PageHead } from '@rental/shared/seo/page-head.tsx';
import { buttonClass } from '@rental/shared/ui/button.tsx';
import styles from './layout.module.css';
import { removeFirstScreen } from './first-screen.ts';

/** Any address the site does not know. It is answered with 200 like every page, so `noindex` says it. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  useEffect(removeFirstScreen, []);
  return (
    <section className={styles.notFound}>
      <PageHead title={t('notFound.title')} description={t('notFound.text')} noindex />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className={buttonClass('primary')} to={paths.home()}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
