import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './use-progressive-count.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

it('counts up one step per task of the browser, and stops at the total', async () => {
  const { result } = renderHook(() => useProgressiveCount(3));
  expect(result.current).toBe(0);
  for (const expected of [1, 2, 3, 3]) {
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(result.current).toBe(expected);
  }
  expect(vi.getTimerCount()).toBe(0);
});
