import { useEffect, useRef } from 'react';
import { SCROLL_TRIGGER_PX } from './list-constants.ts';

const isNearPageBottom = (distance = SCROLL_TRIGGER_PX): boolean =>
  window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - distance;

let anchoringOffCount = 0;

/** Set on the root alone, Chrome still anchors on the body's content: set it on both. */
function setScrollAnchoring(on: boolean): void {
  for (const element of [document.documentElement, document.body])
    element.style.overflowAnchor = on ? '' : 'none';
}

/** The page is too short to scroll those 200 px: only loading more can fill it. */
const isPageShort = (distance = SCROLL_TRIGGER_PX): boolean =>
  document.documentElement.scrollHeight - window.innerHeight <= distance;

/**
 * Calls `onNear` when the visitor scrolls within 200 px of the page bottom, checked at most once
 * a frame. When it becomes active it only checks a page too short to scroll; a visitor resting at the
 * bottom asks for the next page by scrolling again, so reading the footer never loads the whole catalogue.
 */
export function useNearPageBottom(onNear: () => void, active: boolean): void {
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  });

  // With scroll anchoring the browser would keep a visitor at the footer while cards are added above it,
  // so every load would bring the next; without it new cards appear where the visitor is looking.
  useEffect(() => {
    anchoringOffCount += 1;
    setScrollAnchoring(false);
    return () => {
      anchoringOffCount -= 1;
      if (anchoringOffCount === 0) setScrollAnchoring(true);
    };
  }, []);

  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (isNearPageBottom()) latest.current();
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    if (isPageShort()) schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [active]);
}
