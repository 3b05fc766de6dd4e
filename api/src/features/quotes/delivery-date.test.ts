import { describe, expect, it } from 'vitest';
import { parseDeliveryDate } from './delivery-date.ts';

const now = new Date('2026-11-22T15:00:00Z');

describe('delivery date', () => {
  it('reads YYYY-MM-DD HH:mm:ss as UTC', () => {
    expect(parseDeliveryDate('2026-12-01 09:30:00', now)).toEqual({ date: new Date('2026-12-01T09:30:00Z') });
  });

  it('refuses dates that do not exist', () => {
    expect(parseDeliveryDate('2027-02-30 10:00:00', now)).toEqual({
      problem: 'delivery_date is not a real date and time.',
    });
    expect(parseDeliveryDate('2026-12-01 24:10:00', now)).toHaveProperty('problem');
  });

  it('accepts today in any time zone but refuses the past', () => {
    expect(parseDeliveryDate('2026-11-21 10:00:00', now)).toHaveProperty('date');
    expect(parseDeliveryDate('2026-11-20 23:59:59', now)).toEqual({
      problem: 'delivery_date must not be in the past.',
    });
  });

  it('refuses years after 2100', () => {
    expect(parseDeliveryDate('2101-01-01 00:00:00', now)).toEqual({
      problem: 'delivery_date must be in 2100 or earlier.',
    });
  });
});
