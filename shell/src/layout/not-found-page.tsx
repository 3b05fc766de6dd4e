import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { PageHead } from '@rental/shared/seo/page-head.tsx';
import { buttonClass } from '@rental/shared/ui/button.tsx';
import styles from './layout.module.css';
import column from '@rental/shared/ui/content-column.module.css';

/** Any address the site does not know: answered with 404, and `noindex` for crawlers that render it. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section className={`${column.contentColumn} ${styles.notFound}`}>
      <PageHead title={t('notFound.title')} description={t('notFound.text')} noindex />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className={buttonClass('primary')} to={paths.home()}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
