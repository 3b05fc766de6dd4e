import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../i18n/content-i18n.ts';
import { useCountUp } from './counters/use-count-up.ts';
import styles from './progress-circle.module.css';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A percentage as a ring that fills while its number counts up (docs/product.md#home: 89, 93 and 75). The ring and
 * the number are drawn from the same counted value, so they always agree. Exposed as a meter, whose
 * value is the final percentage from the start.
 */
export function ProgressCircle({
  percent,
  label,
  start,
  reducedMotion,
}: {
  percent: number;
  label: string;
  start: boolean;
  reducedMotion: boolean | undefined;
}) {
  const { t } = useTranslation(CONTENT_NS);
  const labelId = useId();
  const value = useCountUp(percent, { start, reducedMotion });
  return (
    // A div, not a figure: ARIA in HTML allows a figure no role such as meter (axe aria-allowed-role).
    <div
      className={styles.circle}
      role="meter"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t('common.percent', { value: percent })}
      aria-labelledby={labelId}
    >
      <div className={styles.ring}>
        <svg viewBox="0 0 120 120" width="160" height="160" aria-hidden="true">
          <circle className={styles.track} cx="60" cy="60" r={RADIUS} />
          <circle
            className={styles.arc}
            cx="60"
            cy="60"
            r={RADIUS}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
            transform="rotate(-90 60 60)"
          />
        </svg>
        <span className={styles.value} aria-hidden="true" data-testid="progress-value">
          {t('common.percent', { value })}
        </span>
      </div>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
    </div>
  );
}
