import { describe, expect, it } from 'vitest';
import { CONDITIONAL_WRITE_ATTEMPTS, pauseAfterRefusal } from './conflict-backoff.ts';

const pauses = (random: () => number) =>
  Array.from({ length: CONDITIONAL_WRITE_ATTEMPTS - 1 }, (_, index) => pauseAfterRefusal(index + 1, random));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the pause between refused conditional writes', () => {
  it('starts between 100 and 200 ms and grows, up to a ceiling', () => {
    const shortest = pauses(() => 0);
    const longest = pauses(() => 0.999_999);
    expect(shortest[0]).toBe(100);
    expect(longest[0]).toBeCloseTo(200);
    for (let index = 1; index < shortest.length; index++) {
      expect(shortest[index]).toBeGreaterThanOrEqual(shortest[index - 1]!);
      expect(longest[index]).toBeGreaterThanOrEqual(longest[index - 1]!);
    }
    expect(Math.max(...longest)).toBeLessThanOrEqual(3_200);
  });

  it('draws half of each pause at random, so writers that met do not meet again', () => {
    const draws = new Set(Array.from({ length: 20 }, () => pauseAfterRefusal(3)));
    expect(draws.size).toBeGreaterThan(1);
    for (const draw of draws) expect(draw).toBeGreaterThanOrEqual(400);
  });

  it("waits several seconds in all, past Apache's second of weak ETags whatever the draws, and stops", () => {
    const shortest = pauses(() => 0);
    expect(sum(shortest.slice(0, 4))).toBeGreaterThan(1_000);
    expect(sum(shortest)).toBeGreaterThan(5_000);
    expect(sum(pauses(() => 0.999_999))).toBeLessThan(15_000);
  });
});
