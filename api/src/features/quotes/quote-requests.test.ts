import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { quoteRequestItems, quoteRequests } from '../../db/schema.ts';
import { QUOTE_REFERENCE_PATTERN } from './quote-reference.ts';
import { packages } from '../../seed/data/packages.ts';
import { services } from '../../seed/data/services.ts';
import { seededEquipment } from '../../testing/seed-facts.ts';
import { describeOnEachDatabase, type TestApi, XSRF } from '../../testing/test-app.ts';
import { validQuote } from '../../testing/quote-payloads.ts';

const submit = (api: TestApi, payload: unknown) =>
  api.app.inject({ method: 'POST', url: '/api/v1/requests', headers: XSRF, payload: payload as object });

async function storedCount(api: TestApi) {
  return (await api.database.db.select().from(quoteRequests)).length;
}

describeOnEachDatabase('POST /requests', (api) => {
  it('stores the request and its lines and answers 201 with the id and a reference', async () => {
    const payload = validQuote({ customer_name: '  Marisol Ortega  ', delivery_city: ' Doral ' });
    const response = await submit(api, payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      status: 1,
      data: { id: expect.any(Number), reference: expect.stringMatching(QUOTE_REFERENCE_PATTERN) },
    });

    const [stored] = await api.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, body.data.id));
    expect(stored).toMatchObject({
      reference: body.data.reference,
      customerName: 'Marisol Ortega',
      companyName: 'Blue Hour Films',
      customerEmail: 'marisol@example.com',
      type: 'rent',
      totalDays: 3,
      deliveryCity: 'Doral',
      language: 'en',
    });
    expect(stored!.deliveryDate.toISOString().replace('T', ' ').slice(0, 19)).toBe(payload.delivery_date);
    const lines = await api.database.db
      .select()
      .from(quoteRequestItems)
      .where(eq(quoteRequestItems.quoteRequestId, body.data.id));
    expect(lines.map((line) => [line.itemType, line.itemId, line.itemName, line.quantity])).toEqual([
      ['equipment', seededEquipment[0]!.id, seededEquipment[0]!.name, 2],
      ['service', services[0]!.id, services[0]!.title, 1],
      ['package', packages[0]!.id, packages[0]!.name, 1],
    ]);
  });

  it('stores company N/A when it is left out or blank, and the language used', async () => {
    const { company_name: _omitted, ...withoutCompany } = validQuote({ language: 'fr' });
    const first = (await submit(api, withoutCompany)).json();
    const second = (await submit(api, validQuote({ company_name: '   ' }))).json();
    const rows = await api.database.db.select().from(quoteRequests);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(first.data.id)).toMatchObject({ companyName: 'N/A', language: 'fr' });
    expect(byId.get(second.data.id)?.companyName).toBe('N/A');
  });

  it('gives every request its own reference', async () => {
    const references = new Set<string>();
    for (let i = 0; i < 5; i++) references.add((await submit(api, validQuote())).json().data.reference);
    expect(references.size).toBe(5);
  });

  it('answers 422 naming every missing field and stores nothing', async () => {
    const before = await storedCount(api);
    const response = await submit(api, {});
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({ status: 0, error: 'validation_failed' });
    expect(Object.keys(body.fields).sort()).toEqual(
      [
        'customer_email',
        'customer_name',
        'customer_phone',
        'delivery_address',
        'delivery_city',
        'delivery_date',
        'delivery_state',
        'delivery_zip',
        'items',
        'total_days',
        'type',
      ].sort(),
    );
    expect(body.fields.customer_email).toBe('customer_email is required.');
    expect(body.message).toContain('is required.');
    expect(await storedCount(api)).toBe(before);
  });

  it.each([
    ['a blank name', { customer_name: '   ' }, 'customer_name', 'customer_name must not be empty.'],
    ['another type', { type: 'buy' }, 'type', 'type must be one of: rent.'],
    ['no items', { items: [] }, 'items', 'items must hold at least 1 item.'],
    [
      'an unknown item type',
      { items: [{ id: 1, type: 'truck', quantity: 1 }] },
      'items[0].type',
      'items[0].type must be one of: equipment, service, package.',
    ],
    [
      'a quantity of 0',
      { items: [{ id: 1, type: 'equipment', quantity: 0 }] },
      'items[0].quantity',
      'items[0].quantity must be at least 1.',
    ],
    [
      'a quantity of 1000',
      { items: [{ id: 1, type: 'equipment', quantity: 1000 }] },
      'items[0].quantity',
      'items[0].quantity must be at most 999.',
    ],
    [
      'a fractional quantity',
      { items: [{ id: 1, type: 'equipment', quantity: 1.5 }] },
      'items[0].quantity',
      'items[0].quantity must be an integer.',
    ],
    [
      'extra item fields',
      { items: [{ id: 1, type: 'equipment', quantity: 1, price: 5 }] },
      'items[0].price',
      'items[0].price is not an accepted field.',
    ],
    [
      'an ISO date',
      { delivery_date: '2030-01-01T10:00:00Z' },
      'delivery_date',
      'delivery_date must be a date written YYYY-MM-DD HH:mm:ss (UTC).',
    ],
    [
      'a date that does not exist',
      { delivery_date: '2030-02-30 10:00:00' },
      'delivery_date',
      'delivery_date is not a real date and time.',
    ],
    [
      'a date in the past',
      { delivery_date: '2020-01-01 10:00:00' },
      'delivery_date',
      'delivery_date must not be in the past.',
    ],
    ['366 days', { total_days: 366 }, 'total_days', 'total_days must be at most 365.'],
    ['negative days', { total_days: -1 }, 'total_days', 'total_days must be at least 0.'],
    [
      'a name too long',
      { customer_name: 'x'.repeat(241) },
      'customer_name',
      'customer_name must be at most 240 characters.',
    ],
    [
      'a zip too long',
      { delivery_zip: '1'.repeat(21) },
      'delivery_zip',
      'delivery_zip must be at most 20 characters.',
    ],
    ['a number for a name', { customer_name: 42 }, 'customer_name', 'customer_name must be a string.'],
    ['an unknown field', { coupon: 'FREE' }, 'coupon', 'coupon is not an accepted field.'],
    [
      'too many lines',
      { items: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, type: 'equipment', quantity: 1 })) },
      'items',
      'items must hold at most 100 items.',
    ],
  ])('answers 422 for %s', async (_label, change, field, message) => {
    const before = await storedCount(api);
    const response = await submit(api, { ...validQuote(), ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields[field]).toBe(message);
    expect(await storedCount(api)).toBe(before);
  });

  it('answers 422 for items that do not exist or appear twice', async () => {
    const response = await submit(
      api,
      validQuote({
        items: [
          { id: 999999, type: 'equipment', quantity: 1 },
          { id: 999999, type: 'package', quantity: 1 },
          { id: seededEquipment[0]!.id, type: 'equipment', quantity: 1 },
          { id: seededEquipment[0]!.id, type: 'equipment', quantity: 3 },
        ],
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({
      'items[0].id': 'items[0].id: there is no equipment with id 999999.',
      'items[1].id': 'items[1].id: there is no package with id 999999.',
      'items[3]': `items[3] repeats equipment ${seededEquipment[0]!.id}; send it once.`,
    });
  });

  it('accepts the defaults the form sends for pick-up, and no e-mail format check', async () => {
    const response = await submit(
      api,
      validQuote({
        customer_email: 'not-an-email',
        delivery_address: 'N/A',
        delivery_city: 'N/A',
        delivery_state: 'N/A',
        delivery_zip: '00000',
        total_days: 0,
      }),
    );
    expect(response.statusCode).toBe(201);
  });
});
