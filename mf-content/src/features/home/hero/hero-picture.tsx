import { HERO_MEDIA } from './hero-media.ts';
import styles from './hero.module.css';

/**
 * The hero's picture, the page's largest paint: the video's first frame, or the still for a visitor who
 * prefers reduced motion. The browser picks between them from the media query, so the server's page
 * already holds the right one and nothing changes when the script arrives (docs/decisions/015). A real
 * <img> with high fetch priority, because a video's poster attribute cannot be prioritised.
 */
export function HeroPicture() {
  return (
    <picture>
      <source
        media="(prefers-reduced-motion: reduce)"
        srcSet={HERO_MEDIA.still}
        width={HERO_MEDIA.width}
        height={HERO_MEDIA.height}
      />
      <img
        className={styles.backdrop}
        src={HERO_MEDIA.poster}
        alt=""
        width={HERO_MEDIA.width}
        height={HERO_MEDIA.height}
        fetchPriority="high"
        data-testid="hero-picture"
      />
    </picture>
  );
}
