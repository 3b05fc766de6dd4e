import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountUp } from './use-count-up.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('useCountUp', () => {
  it('waits for the start, then counts up over 3000 ms and stops at the target', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ start }) => useCountUp(89, { start, reducedMotion: false }), {
      initialProps: { start: false },
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);

    rerender({ start: true });
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current).toBeGreaterThan(0);
    expect(result.current).toBeLessThan(89);

    act(() => vi.advanceTimersByTime(1600));
    expect(result.current).toBe(89);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(89);
  });

  it('shows the target while the motion preference is unknown, as the server renders it', () => {
    const { result, rerender } = renderHook(
      ({ reducedMotion }) => useCountUp(1250, { start: false, reducedMotion }),
      { initialProps: { reducedMotion: undefined as boolean | undefined } },
    );
    expect(result.current).toBe(1250);
    rerender({ reducedMotion: false });
    expect(result.current).toBe(0);
  });

  it('shows the target at once with reduced motion, before and after the start', () => {
    const { result, rerender } = renderHook(({ start }) => useCountUp(93, { start, reducedMotion: true }), {
      initialProps: { start: false },
    });
    expect(result.current).toBe(93);
    rerender({ start: true });
    expect(result.current).toBe(93);
  });

  it('stops asking for frames when it unmounts mid-count', () => {
    vi.useFakeTimers();
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = renderHook(() => useCountUp(75, { start: true, reducedMotion: false }));
    act(() => vi.advanceTimersByTime(500));
    unmount();
    expect(cancel).toHaveBeenCalled();
  });
});
