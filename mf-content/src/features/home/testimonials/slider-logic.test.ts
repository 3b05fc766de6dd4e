import { describe, expect, it } from 'vitest';
import {
  clampStart,
  isSlideVisible,
  lastStart,
  nextStart,
  previousStart,
  SLIDER_AUTOPLAY_MS,
  slidesVisible,
  startAfterKey,
  WIDE_SLIDER_QUERY,
} from './slider-logic.ts';
import { TESTIMONIALS } from './testimonials.ts';

describe('slider rules', () => {
  it('has seven testimonials, moves every 5000 ms, shows four from 1200 px and one below', () => {
    expect(TESTIMONIALS).toHaveLength(7);
    expect(SLIDER_AUTOPLAY_MS).toBe(5000);
    expect(WIDE_SLIDER_QUERY).toBe('(min-width: 1200px)');
    expect(slidesVisible(true)).toBe(4);
    expect(slidesVisible(false)).toBe(1);
  });

  it('goes round: four positions with four visible, seven with one', () => {
    const walk = (visible: number) => {
      const seen = [0];
      for (let step = 0; step < 8; step++) seen.push(nextStart(seen.at(-1) ?? 0, 7, visible));
      return seen;
    };
    expect(walk(4)).toEqual([0, 1, 2, 3, 0, 1, 2, 3, 0]);
    expect(walk(1)).toEqual([0, 1, 2, 3, 4, 5, 6, 0, 1]);
  });

  it('goes back round from the first position to the last', () => {
    expect(previousStart(0, 7, 4)).toBe(3);
    expect(previousStart(0, 7, 1)).toBe(6);
    expect(previousStart(2, 7, 4)).toBe(1);
  });

  it('never leaves an empty gap after the number of visible slides grows', () => {
    expect(lastStart(7, 4)).toBe(3);
    expect(clampStart(6, 7, 4)).toBe(3);
    expect(nextStart(6, 7, 4)).toBe(0);
    expect(previousStart(6, 7, 4)).toBe(2);
    expect(clampStart(-2, 7, 1)).toBe(0);
    expect(lastStart(3, 4)).toBe(0);
  });

  it('knows which slides are in the window', () => {
    const visible = [0, 1, 2, 3, 4, 5, 6].filter((index) => isSlideVisible(index, 2, 4));
    expect(visible).toEqual([2, 3, 4, 5]);
  });

  it('answers the arrow keys, Home and End, and ignores other keys', () => {
    expect(startAfterKey('ArrowRight', 0, 7, 4)).toBe(1);
    expect(startAfterKey('ArrowLeft', 0, 7, 4)).toBe(3);
    expect(startAfterKey('Home', 3, 7, 4)).toBe(0);
    expect(startAfterKey('End', 0, 7, 1)).toBe(6);
    expect(startAfterKey('Enter', 0, 7, 4)).toBeUndefined();
  });
});
