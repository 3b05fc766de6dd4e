import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared/routes/router.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { Section } from '../../components/section.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import styles from './home.module.css';

const MISSION_POINTS = ['prep', 'support', 'safety', 'partner'] as const;

/** About text and mission points (docs/product.md#home), with a way on to the about page. */
export function AboutIntroSection() {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <Section block="about" eyebrow={t('home.about.eyebrow')} title={t('home.about.title')}>
      <div className={styles.aboutColumns}>
        <div className={styles.prose}>
          <p>{t('home.about.text1')}</p>
          <p>{t('home.about.text2')}</p>
          <Link className={styles.arrowLink} to={paths.aboutUs()}>
            {t('home.about.more')}
          </Link>
        </div>
        <div>
          <h3 className={styles.subheading}>{t('home.about.missionTitle')}</h3>
          <ul className={styles.missionList}>
            {MISSION_POINTS.map((point) => (
              <li key={point}>
                <strong>{t(`home.about.mission.${point}.title`)}</strong>
                <span>{t(`home.about.mission.${point}.text`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
