import { describe, expect, it } from 'vitest';
import { totalDays } from './total-days.ts';

describe('total_days (docs/product.md#validation-quote)', () => {
  it('is the ceiling of the days between delivery and return', () => {
    expect(totalDays('2030-07-20T10:00:00Z', '2030-07-23T10:00:00Z')).toBe(3);
    expect(totalDays('2030-07-20T10:00:00Z', '2030-07-23T10:05:00Z')).toBe(4);
    expect(totalDays('2030-07-20T10:00:00Z', '2030-07-20T10:05:00Z')).toBe(1);
  });

  it('is 0 when a date is missing or the result is below 1', () => {
    expect(totalDays(null, '2030-07-23T10:00:00Z')).toBe(0);
    expect(totalDays('2030-07-20T10:00:00Z', null)).toBe(0);
    expect(totalDays('2030-07-20T10:00:00Z', '2030-07-20T10:00:00Z')).toBe(0);
    expect(totalDays('2030-07-23T10:00:00Z', '2030-07-20T10:00:00Z')).toBe(0);
  });
});
