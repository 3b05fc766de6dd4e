/** Seven testimonials, a new one every 5000 ms, four visible from 1200 px and one below. */
export const SLIDER_AUTOPLAY_MS = 5000;
export const WIDE_SLIDER_QUERY = '(min-width: 1200px)';
const WIDE_SLIDES_VISIBLE = 4;
const NARROW_SLIDES_VISIBLE = 1;

export const slidesVisible = (wide: boolean): number => (wide ? WIDE_SLIDES_VISIBLE : NARROW_SLIDES_VISIBLE);

/** The last position the window of visible slides can start at, so it never shows an empty gap. */
export const lastStart = (count: number, visible: number): number => Math.max(0, count - visible);

/** Keeps a start position valid after the number of visible slides changes (e.g. the window is resized). */
export const clampStart = (start: number, count: number, visible: number): number =>
  Math.min(Math.max(0, start), lastStart(count, visible));

/** One slide on; from the last position back to the first, so autoplay goes round for ever. */
export const nextStart = (start: number, count: number, visible: number): number =>
  clampStart(start, count, visible) >= lastStart(count, visible) ? 0 : clampStart(start, count, visible) + 1;

/** One slide back; from the first position round to the last. */
export const previousStart = (start: number, count: number, visible: number): number =>
  clampStart(start, count, visible) <= 0 ? lastStart(count, visible) : clampStart(start, count, visible) - 1;

export const isSlideVisible = (index: number, start: number, visible: number): boolean =>
  index >= start && index < start + visible;

/** The slider's keyboard controls: arrows move by one, Home and End jump to the ends. */
export function startAfterKey(
  key: string,
  start: number,
  count: number,
  visible: number,
): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return nextStart(start, count, visible);
    case 'ArrowLeft':
      return previousStart(start, count, visible);
    case 'Home':
      return 0;
    case 'End':
      return lastStart(count, visible);
    default:
      return undefined;
  }
}
