import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildQuotePayload } from './build-quote-payload.ts';
import { cartItems, filledDraft, localIso } from '../../testing/payload-test-cases.ts';

// Node re-reads TZ when it is assigned, so every Date below is built in New York's local time.
beforeAll(() => void vi.stubEnv('TZ', 'America/New_York'));

describe('the quote payload from New York (UTC-4 in summer, UTC-5 in winter)', () => {
  it('runs in the zone it claims', () => {
    expect(new Date(2030, 6, 20, 12).getTimezoneOffset()).toBe(240);
  });

  it('builds the payload exactly: trimmed values, defaults, rent, items reduced, UTC delivery date', () => {
    const draft = filledDraft({
      deliveryDate: localIso(2030, 7, 20, 22, 30),
      returnDate: localIso(2030, 7, 23, 9, 0),
    });
    expect(buildQuotePayload(draft, cartItems, 'fr')).toEqual({
      customer_name: 'Ana Pierre',
      company_name: 'N/A',
      customer_email: 'ana@example.com',
      customer_phone: '+509 3412 3456',
      type: 'rent',
      delivery_date: '2030-07-21 02:30:00',
      total_days: 3,
      items: [
        { id: 2, type: 'equipment', quantity: 3 },
        { id: 1, type: 'package', quantity: 1 },
      ],
      delivery_address: '1234 NW 79th Ave',
      delivery_city: 'Doral',
      delivery_state: 'FL',
      delivery_zip: '33126',
      language: 'fr',
    });
  });

  it('converts with the winter offset too', () => {
    const draft = filledDraft({
      deliveryDate: localIso(2030, 1, 15, 8, 5),
      returnDate: localIso(2030, 1, 16, 8),
    });
    expect(buildQuotePayload(draft, cartItems, 'en').delivery_date).toBe('2030-01-15 13:05:00');
  });

  it('counts a rental across the spring clock change by calendar days', () => {
    const draft = filledDraft({
      deliveryDate: localIso(2030, 3, 9, 10),
      returnDate: localIso(2030, 3, 11, 10),
    });
    expect(buildQuotePayload(draft, cartItems, 'en').total_days).toBe(2);
  });

  it('sends the pick-up defaults whatever was typed, and keeps a given company', () => {
    const draft = filledDraft({
      delivery: 'pickup',
      company: ' Doral Films ',
      deliveryDate: localIso(2030, 7, 20, 10),
      returnDate: localIso(2030, 7, 21, 10),
    });
    expect(buildQuotePayload(draft, cartItems, 'en')).toMatchObject({
      company_name: 'Doral Films',
      delivery_address: 'N/A',
      delivery_city: 'N/A',
      delivery_state: 'N/A',
      delivery_zip: '00000',
    });
  });
});
