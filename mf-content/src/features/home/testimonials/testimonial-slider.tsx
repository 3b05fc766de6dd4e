import { useEffect, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@rental/shared/ui/use-media-query.ts';
import { usePrefersReducedMotion } from '../../../components/use-reduced-motion.ts';
import { CONTENT_NS } from '../../../i18n/content-i18n.ts';
import { ArrowIcon } from './arrow-icon.tsx';
import { isSlideVisible, slidesVisible, startAfterKey, WIDE_SLIDER_QUERY } from './slider-logic.ts';
import styles from './slider.module.css';
import { TESTIMONIALS } from './testimonials.ts';
import { useSlider } from './use-slider.ts';

/**
 * The testimonials carousel (WAI-ARIA APG carousel pattern). It pauses while the pointer is over it or focus
 * is inside it, the visitor can stop it for good, arrow keys move it, and with reduced motion it neither
 * plays by itself nor slides. Until it has hydrated (the server's page, and without JavaScript) the screen's
 * width is unknown: every slide stays readable and the row scrolls, and nothing plays (docs/decisions/015).
 */
export function TestimonialSlider() {
  const { t } = useTranslation(CONTENT_NS);
  const viewport = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const wide = useMediaQuery(WIDE_SLIDER_QUERY, undefined);
  const controlled = wide !== undefined;
  const visible = slidesVisible(wide ?? false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState<boolean | undefined>(undefined);
  const autoplay = !(stopped ?? reducedMotion ?? false);
  const count = TESTIMONIALS.length;
  const { start, next, previous, goTo } = useSlider({
    count,
    visible,
    playing: controlled && autoplay && !hovered && !focused,
  });

  // A row scrolled by hand before the script arrived would put the wrong slides under the window.
  useEffect(() => {
    if (controlled && viewport.current) viewport.current.scrollLeft = 0;
  }, [controlled]);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = startAfterKey(event.key, start, count, visible);
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const steps = [
    { label: t('home.testimonials.previous'), go: previous, direction: 'left' },
    { label: t('home.testimonials.next'), go: next, direction: 'right' },
  ] as const;

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription={t('home.testimonials.carousel')}
      aria-label={t('home.testimonials.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => setStopped(autoplay)}
          aria-pressed={!autoplay}
        >
          {t('home.testimonials.stop')}
        </button>
        {steps.map(({ label, go, direction }) => (
          <button key={direction} type="button" className={styles.control} onClick={go} aria-label={label}>
            <ArrowIcon direction={direction} />
          </button>
        ))}
      </div>
      <div ref={viewport} className={styles.viewport} data-controlled={controlled || undefined}>
        <div
          className={styles.track}
          style={{ '--start': start } as CSSProperties}
          aria-live={autoplay ? 'off' : 'polite'}
        >
          {TESTIMONIALS.map((id, index) => {
            const shown = !controlled || isSlideVisible(index, start, visible);
            return (
              <div
                key={id}
                className={styles.slide}
                role="group"
                aria-roledescription={t('home.testimonials.slide')}
                aria-label={t('home.testimonials.position', { index: index + 1, count })}
                aria-hidden={!shown}
                inert={!shown}
                data-testid="testimonial"
                data-visible={shown}
              >
                <figure className={styles.quote}>
                  <blockquote>
                    <p>{t(`home.testimonials.items.${id}.quote`)}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{t(`home.testimonials.items.${id}.name`)}</strong>
                    <span>{t(`home.testimonials.items.${id}.role`)}</span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
