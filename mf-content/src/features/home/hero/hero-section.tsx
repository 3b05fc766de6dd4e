import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { buttonClass } from '@rental/shared/ui/button.tsx';
import { usePrefersReducedMotion } from '../../../components/use-reduced-motion.ts';
import { CONTENT_NS } from '../../../i18n/content-i18n.ts';
import { HERO_MEDIA } from './hero-media.ts';
import { HeroVideo } from './hero-video.tsx';
import styles from './hero.module.css';

/** The first block: a muted looping video of stage light (a still for reduced motion), the h1 and calls to action. */
export function HeroSection() {
  const { t } = useTranslation(CONTENT_NS);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <section aria-labelledby="hero-heading" data-block="hero" className={styles.hero}>
      {reducedMotion ? (
        <div className={styles.media}>
          <img
            className={styles.backdrop}
            src={HERO_MEDIA.still}
            alt=""
            width={HERO_MEDIA.width}
            height={HERO_MEDIA.height}
            fetchPriority="high"
            data-testid="hero-still"
          />
        </div>
      ) : (
        <HeroVideo />
      )}
      <div className={styles.content}>
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
