import type { ReactNode } from 'react';
import { Skeleton } from '@rental/shared/ui/skeleton.tsx';
import { Card } from '@rental/shared/ui/card.tsx';
import styles from './item-card.module.css';

const line = { margin: '0.15rem 0' };

/** The shape of an `ItemCard` (same image ratio, line heights and button), so nothing moves when data arrives. */
/** `children` stands in for the card's extra content (a package's items), with that content's own size. */
export function CardSkeleton({ children }: { children?: ReactNode }) {
  return (
    <Card className={`${styles.card} ${styles.placeholder}`} aria-hidden="true">
      <Skeleton height="auto" style={{ aspectRatio: '4 / 3', borderRadius: 0 }} />
      <div className={styles.body}>
        <div className={styles.kicker}>
          <Skeleton height="0.85rem" width="45%" style={line} />
        </div>
        <div className={styles.title}>
          <Skeleton height="1.05rem" width="85%" style={line} />
          <Skeleton height="1.05rem" width="60%" style={line} />
        </div>
        {children && <div className={styles.extra}>{children}</div>}
        <div className={styles.add}>
          <Skeleton height="44px" />
        </div>
      </div>
    </Card>
  );
}
