import { useTranslation } from 'react-i18next';
import { ProgressCircle } from '../../components/progress-circle.tsx';
import { useInViewOnce } from '../../components/use-in-view.ts';
import { usePrefersReducedMotion } from '../../components/use-reduced-motion.ts';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import styles from './home.module.css';
import { HomeSection } from './home-section.tsx';

/** Three progress circles at 89, 93 and 75 percent. */
const PROGRESS_CIRCLES = [
  { id: 'repeat', percent: 89 },
  { id: 'sameDay', percent: 93 },
  { id: 'crew', percent: 75 },
] as const;

export function ProgressSection() {
  const { t } = useTranslation(CONTENT_NS);
  const { ref, inView } = useInViewOnce<HTMLUListElement>();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <HomeSection block="progress">
      <ul ref={ref} className={styles.circles}>
        {PROGRESS_CIRCLES.map((circle) => (
          <li key={circle.id}>
            <ProgressCircle
              percent={circle.percent}
              label={t(`home.progress.items.${circle.id}`)}
              start={inView}
              reducedMotion={reducedMotion}
            />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
