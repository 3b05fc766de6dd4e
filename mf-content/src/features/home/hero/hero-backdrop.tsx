import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../../components/use-reduced-motion.ts';
import { CONTENT_NS } from '../../../i18n/content-i18n.ts';
import { HERO_MEDIA } from './hero-media.ts';
import { HeroPicture } from './hero-picture.tsx';
import styles from './hero.module.css';

/**
 * The hero's decorative background: its picture and, once the page knows motion is welcome, a muted
 * looping video that fades in over it when it plays. The video and its button only ever mount in the
 * browser; both are laid over the hero, so they move nothing when they arrive (docs/decisions/015). The
 * pause button stops the motion for anyone it distracts (WCAG 2.2.2).
 */
export function HeroBackdrop() {
  const { t } = useTranslation(CONTENT_NS);
  const motion = usePrefersReducedMotion() === false;
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // React sets `muted` as a property only; autoplay policies read the attribute-backed default too.
    element.defaultMuted = true;
    element.muted = true;
  }, [motion]);

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
        <HeroPicture />
        {motion && (
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
        )}
      </div>
      {motion && (
        <button type="button" className={styles.videoToggle} onClick={toggle} aria-pressed={paused}>
          {t('home.hero.pauseVideo')}
        </button>
      )}
    </>
  );
}
