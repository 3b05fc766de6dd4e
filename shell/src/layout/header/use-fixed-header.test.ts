import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFixedHeader } from './use-fixed-header.ts';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

afterEach(() => {
  vi.useRealTimers();
  scrollTo(0);
});

describe('the fixed header (SPEC §4, §9)', () => {
  it('becomes fixed at 250 px of scroll, read 100 ms after scrolling settles', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFixedHeader());
    expect(result.current).toBe(false);
    act(() => scrollTo(249));
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
    act(() => scrollTo(250));
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    act(() => scrollTo(10));
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
  });

  it('is fixed on a page opened already scrolled (a reload, Back), read as a scroll is', () => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
    const { result } = renderHook(() => useFixedHeader());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(true);
  });
});
