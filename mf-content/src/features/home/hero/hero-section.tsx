import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { buttonClass } from '@rental/shared/ui/button.tsx';
import { CONTENT_NS } from '../../../i18n/content-i18n.ts';
import { HeroBackdrop } from './hero-backdrop.tsx';
import styles from './hero.module.css';
import column from '@rental/shared/ui/content-column.module.css';

/** The first block: a muted looping video of stage light (a still for reduced motion), the h1 and calls to action. */
export function HeroSection() {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <section aria-labelledby="hero-heading" data-block="hero" className={styles.hero}>
      <HeroBackdrop />
      <div className={`${column.contentColumn} ${styles.content}`}>
        <p className={styles.eyebrow}>{t('home.hero.eyebrow')}</p>
        <h1 id="hero-heading" className={styles.title}>
          {t('home.hero.title')}
        </h1>
        <p className={styles.lead}>{t('home.hero.lead')}</p>
        <div className={styles.actions}>
          <Link className={buttonClass('primary')} to={paths.equipments()}>
            {t('home.hero.browse')}
          </Link>
          <Link className={buttonClass('secondary', styles.secondary)} to={paths.requestQuote()}>
            {t('common.requestQuote')}
          </Link>
        </div>
      </div>
    </section>
  );
}
