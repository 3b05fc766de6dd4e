import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFixedHeader } from './use-fixed-header.ts';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

/** A header of the given height in the flow: jsdom lays nothing out. */
const headerOf = (height: number) => {
  const element = document.createElement('header');
  Object.defineProperty(element, 'offsetHeight', { value: height, configurable: true });
  return { current: element };
};

afterEach(() => {
  vi.useRealTimers();
  scrollTo(0);
});

describe('the fixed header (docs/product.md#header)', () => {
  it('becomes fixed at 250 px of scroll, read 100 ms after scrolling settles', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFixedHeader(headerOf(65)));
    expect(result.current.fixed).toBe(false);
    act(() => scrollTo(249));
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.fixed).toBe(false);
    act(() => scrollTo(250));
    act(() => vi.advanceTimersByTime(99));
    expect(result.current.fixed).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.fixed).toBe(true);
    act(() => scrollTo(10));
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.fixed).toBe(false);
  });

  it('keeps the height the header had in the flow for the spacer, in the same update that fixes it', () => {
    vi.useFakeTimers();
    const header = headerOf(65);
    const { result } = renderHook(() => useFixedHeader(header));
    act(() => scrollTo(800));
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toEqual({ fixed: true, spacerHeight: 65 });
    // Once fixed, a header that grows (an open phone menu) leaves the spacer, and so the page, where it was.
    Object.defineProperty(header.current, 'offsetHeight', { value: 400 });
    act(() => scrollTo(900));
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toEqual({ fixed: true, spacerHeight: 65 });
  });

  it('is fixed on a page opened already scrolled (a reload, Back), read as a scroll is', () => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
    const { result } = renderHook(() => useFixedHeader(headerOf(65)));
    expect(result.current.fixed).toBe(false);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.fixed).toBe(true);
  });
});
