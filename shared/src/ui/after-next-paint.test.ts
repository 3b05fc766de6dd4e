import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint.ts';

afterEach(() => vi.useRealTimers());

describe('afterNextPaint', () => {
  it('runs the work in the task after the next frame, not before', () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(16);
    // The frame has run and left the work in a task of its own.
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled, before or after the frame', () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancelLate = afterNextPaint(late);
    vi.advanceTimersByTime(16);
    cancelLate();
    vi.advanceTimersByTime(100);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
