import { useInViewOnce } from '../use-in-view.ts';
import { usePrefersReducedMotion } from '../use-reduced-motion.ts';
import page from '../page.module.css';
import styles from './counters.module.css';
import { useCountUp } from './use-count-up.ts';
import { useNumberFormat } from './use-number-format.ts';

interface CounterItem {
  id: string;
  target: number;
  /** Written after the number, e.g. '+' for "1,250+". */
  suffix?: string;
  label: string;
}

function Counter({
  item,
  start,
  reducedMotion,
}: {
  item: CounterItem;
  start: boolean;
  reducedMotion: boolean | undefined;
}) {
  const value = useCountUp(item.target, { start, reducedMotion });
  const format = useNumberFormat();
  const suffix = item.suffix ?? '';
  return (
    <li className={styles.counter} data-counter={item.id}>
      {/* The moving number is hidden from screen readers, which read the final one once instead. */}
      <span className={styles.value} aria-hidden="true" data-testid="counter-value">
        {format(value)}
        {suffix}
      </span>
      <span className="visually-hidden">
        {format(item.target)}
        {suffix}
      </span>
      <span className={styles.label}>{item.label}</span>
    </li>
  );
}

/**
 * Counters that count up together when the group scrolls into view. The page's HTML holds
 * their final numbers; the count starts after mount (useCountUp).
 */
export function CounterGrid({ items }: { items: CounterItem[] }) {
  const { ref, inView } = useInViewOnce<HTMLUListElement>();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ul ref={ref} className={`${page.gridList} ${styles.grid}`}>
      {items.map((item) => (
        <Counter key={item.id} item={item} start={inView} reducedMotion={reducedMotion} />
      ))}
    </ul>
  );
}
