import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { contactMessages, quoteRequests } from '../../db/schema.ts';
import { validQuote } from '../../testing/quote-payloads.ts';
import { describeOnEachDatabase, type TestApi, XSRF } from '../../testing/test-app.ts';

const submit = (api: TestApi, payload: object, key?: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/v1/requests',
    headers: key ? { ...XSRF, 'idempotency-key': key } : XSRF,
    payload,
  });

const storedWithKey = async (api: TestApi, key: string) =>
  (await api.database.db.select().from(quoteRequests).where(eq(quoteRequests.idempotencyKey, key))).length;

describeOnEachDatabase('exactly once', (api) => {
  it('answers a repeated submission with the first answer and stores nothing new', async () => {
    const key = randomUUID();
    const payload = validQuote();
    const first = await submit(api, payload, key);
    const second = await submit(api, payload, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await storedWithKey(api, key)).toBe(1);
  });

  it('stores one request when ten copies arrive at once', async () => {
    const key = randomUUID();
    const payload = validQuote({ customer_name: 'Double Clicker' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(api, payload, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.json().data.reference)).size).toBe(1);
    expect(await storedWithKey(api, key)).toBe(1);
  });

  it('refuses a key reused for a different request', async () => {
    const key = randomUUID();
    await submit(api, validQuote(), key);
    const reused = await submit(api, validQuote({ total_days: 9 }), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().fields).toEqual({
      'Idempotency-Key': 'This Idempotency-Key was already used for a different request.',
    });
  });

  it('refuses a malformed key', async () => {
    const response = await submit(api, validQuote(), 'not a key!');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(['idempotency-key']);
  });
});

describeOnEachDatabase('suspected spam', (api) => {
  it.each([
    ['a filled honeypot', { website: 'https://cheap-pills.example' }, 'honeypot'],
    ['a form sent in under 3 s', { fill_ms: 900 }, 'too-fast'],
    ['no fill time at all', { fill_ms: undefined }, 'no-fill-time'],
  ])(
    'stores a quote request with %s, flagged, and answers like any other',
    async (_label, change, reason) => {
      const response = await submit(api, { ...validQuote(), ...change });
      expect(response.statusCode).toBe(201);
      const [stored] = await api.database.db
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.id, response.json().data.id));
      expect(stored).toMatchObject({ suspectedSpam: true, spamReason: reason });
    },
  );

  it('does not flag a person', async () => {
    const response = await submit(api, validQuote());
    const [stored] = await api.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, response.json().data.id));
    expect(stored).toMatchObject({ suspectedSpam: false, spamReason: null });
  });

  it('flags contact messages the same way', async () => {
    const message = {
      name: 'Bot',
      phone_number: '1',
      email: 'bot@example.com',
      message: 'Buy now',
      website: 'x',
      fill_ms: 10,
    };
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: XSRF,
      payload: message,
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await api.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, response.json().data.id));
    expect(stored).toMatchObject({ suspectedSpam: true, spamReason: 'honeypot' });
  });
});
