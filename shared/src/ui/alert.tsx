import type { ReactNode } from 'react';
import styles from './ui.module.css';

export type AlertTone = 'error' | 'success' | 'info';

const toneClass: Record<AlertTone, string | undefined> = {
  error: styles.alertError,
  success: styles.alertSuccess,
  info: styles.alertInfo,
};

/** In-page and announced (docs/product.md#errors-visitor); errors interrupt (`alert`), the rest wait their turn (`status`). */
export function Alert({
  tone,
  children,
  className,
}: {
  tone: AlertTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.alert, toneClass[tone], className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
