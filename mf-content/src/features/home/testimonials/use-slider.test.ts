import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSlider } from './use-slider.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const render = (props: { count: number; visible: number; playing: boolean }) =>
  renderHook((current) => useSlider(current), { initialProps: props });

describe('useSlider', () => {
  it('moves one slide on every 5000 ms while playing, and goes round', () => {
    const { result } = render({ count: 7, visible: 4, playing: true });
    expect(result.current.start).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.start).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.start).toBe(1);
    const seen = [];
    for (let step = 0; step < 4; step++) {
      act(() => vi.advanceTimersByTime(5000));
      seen.push(result.current.start);
    }
    expect(seen).toEqual([2, 3, 0, 1]);
  });

  it('stands still while paused and carries on when play resumes', () => {
    const { result, rerender } = render({ count: 7, visible: 1, playing: false });
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.start).toBe(0);
    rerender({ count: 7, visible: 1, playing: true });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.start).toBe(1);
  });

  it('gives the full interval again after a move by hand', () => {
    const { result } = render({ count: 7, visible: 1, playing: true });
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.next());
    expect(result.current.start).toBe(1);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.start).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.start).toBe(2);
  });

  it('moves back, jumps, and keeps its position valid when more slides become visible', () => {
    const { result, rerender } = render({ count: 7, visible: 1, playing: false });
    act(() => result.current.previous());
    expect(result.current.start).toBe(6);
    rerender({ count: 7, visible: 4, playing: false });
    expect(result.current.start).toBe(3);
    act(() => result.current.goTo(1));
    expect(result.current.start).toBe(1);
  });

  it('does not move when every slide is already visible', () => {
    const { result } = render({ count: 3, visible: 4, playing: true });
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.start).toBe(0);
  });
});
