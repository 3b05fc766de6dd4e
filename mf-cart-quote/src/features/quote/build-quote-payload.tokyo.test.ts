import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildQuotePayload } from './build-quote-payload.ts';
import { cartItems, filledDraft, localIso } from '../../testing/payload-test-cases.ts';

// Node re-reads TZ when it is assigned, so every Date below is built in Tokyo's local time.
beforeAll(() => void vi.stubEnv('TZ', 'Asia/Tokyo'));

describe('the quote payload from Tokyo (UTC+9, no daylight saving)', () => {
  it('runs in the zone it claims', () => {
    expect(new Date(2030, 6, 20, 12).getTimezoneOffset()).toBe(-540);
  });

  it('sends the delivery date in UTC, the previous day for an early-morning delivery', () => {
    const draft = filledDraft({
      deliveryDate: localIso(2030, 7, 20, 7, 15),
      returnDate: localIso(2030, 7, 25, 7, 15),
    });
    const payload = buildQuotePayload(draft, cartItems, 'ht');
    expect(payload.delivery_date).toBe('2030-07-19 22:15:00');
    expect(payload.total_days).toBe(5);
    expect(payload.language).toBe('ht');
  });

  it('sends N/A and 00000 for delivery fields left empty', () => {
    const draft = filledDraft({
      address: ' ',
      city: '',
      state: '',
      zip: '',
      deliveryDate: localIso(2030, 12, 31, 23, 55),
      returnDate: localIso(2031, 1, 2, 12),
    });
    expect(buildQuotePayload(draft, cartItems, 'es')).toMatchObject({
      delivery_date: '2030-12-31 14:55:00',
      total_days: 2,
      delivery_address: 'N/A',
      delivery_city: 'N/A',
      delivery_state: 'N/A',
      delivery_zip: '00000',
    });
  });
});
