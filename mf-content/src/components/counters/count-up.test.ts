import { describe, expect, it } from 'vitest';
import { COUNT_UP_DURATION_MS, countUpValue, easeOutCubic } from './count-up.ts';

describe('count-up values (3000 ms)', () => {
  it('lasts 3000 ms', () => {
    expect(COUNT_UP_DURATION_MS).toBe(3000);
  });

  it('starts at 0 and ends exactly at the target', () => {
    expect(countUpValue(1250, 0)).toBe(0);
    expect(countUpValue(1250, -5)).toBe(0);
    expect(countUpValue(1250, 3000)).toBe(1250);
    expect(countUpValue(1250, 10_000)).toBe(1250);
  });

  it('climbs without ever going back or past the target', () => {
    let previous = 0;
    for (let elapsed = 0; elapsed <= 3000; elapsed += 16) {
      const value = countUpValue(4800, elapsed);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(4800);
      previous = value;
    }
  });

  it('eases out: more than half way at half time, whole numbers only', () => {
    const half = countUpValue(100, 1500);
    expect(half).toBeGreaterThan(50);
    expect(half).toBeLessThan(100);
    expect(Number.isInteger(countUpValue(7, 1234))).toBe(true);
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
  });

  it('shows the target at once when there is no time to count', () => {
    expect(countUpValue(42, 0, 0)).toBe(42);
  });
});
