import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../../../i18n/content-i18n.ts';
import { HERO_MEDIA } from './hero-media.ts';
import styles from './hero.module.css';

/**
 * The decorative background video. The poster is a real <img> with high fetch priority, because a
 * video's poster attribute cannot be prioritised and it is the page's first paint; the video fades in
 * over it once it plays. A pause button stops the motion for anyone it distracts (WCAG 2.2.2).
 */
export function HeroVideo() {
  const { t } = useTranslation(CONTENT_NS);
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // React sets `muted` as a property only; autoplay policies read the attribute-backed default too.
    element.defaultMuted = true;
    element.muted = true;
  }, []);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      void element.play().catch(() => undefined);
      setPaused(false);
    } else {
      element.pause();
      setPaused(true);
    }
  };

  return (
    <>
      <div className={styles.media}>
        <img
          className={styles.backdrop}
          src={HERO_MEDIA.poster}
          alt=""
          width={HERO_MEDIA.width}
          height={HERO_MEDIA.height}
          fetchPriority="high"
          data-testid="hero-poster"
        />
        <video
          ref={video}
          className={[styles.backdrop, styles.video, playing ? styles.playing : undefined]
            .filter(Boolean)
            .join(' ')}
          width={HERO_MEDIA.width}
          height={HERO_MEDIA.height}
          poster={HERO_MEDIA.poster}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => setPlaying(true)}
          data-testid="hero-video"
        >
          <source src={HERO_MEDIA.webm} type="video/webm" />
          <source src={HERO_MEDIA.mp4} type="video/mp4" />
        </video>
      </div>
      <button type="button" className={styles.videoToggle} onClick={toggle} aria-pressed={paused}>
        {t('home.hero.pauseVideo')}
      </button>
    </>
  );
}
