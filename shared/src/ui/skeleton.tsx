import type { CSSProperties } from 'react';
import styles from './ui.module.css';

/** A placeholder the size of what is coming, so nothing moves when it arrives. */
export function Skeleton({
  width = '100%',
  height,
  style,
}: {
  width?: CSSProperties['width'];
  height: CSSProperties['height'];
  style?: CSSProperties;
}) {
  return <div aria-hidden="true" className={styles.skeleton} style={{ width, height, ...style }} />;
}
