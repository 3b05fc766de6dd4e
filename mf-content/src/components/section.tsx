import type { ReactNode } from 'react';
import styles from './section.module.css';
import column from '@rental/shared/ui/content-column.module.css';

/**
 * A page block: a landmark region named by its own h2, so screen-reader users can jump between blocks.
 * `block` names it for the browser journeys, which check the home page's blocks and their order.
 */
export function Section({
  block,
  title,
  eyebrow,
  lead,
  tone = 'plain',
  headerAside,
  children,
}: {
  block: string;
  title: string;
  eyebrow?: string;
  lead?: string;
  tone?: 'plain' | 'raised';
  /** Shown beside the heading on wide screens, e.g. a link to the whole list. */
  headerAside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${block}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-block={block}
      className={[styles.section, tone === 'raised' ? styles.raised : undefined].filter(Boolean).join(' ')}
    >
      <div className={column.contentColumn}>
        <div className={styles.header}>
          <div>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            {lead && <p className={styles.lead}>{lead}</p>}
          </div>
          {headerAside}
        </div>
        {children}
      </div>
    </section>
  );
}
