import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { count, like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testSettings } from '../testing/test-settings.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { contactMessages, quoteRequests } from '../db/schema.ts';
import type { ApiInstance } from './fastify-types.ts';
import { packages } from '../seed/data/packages.ts';
import { services } from '../seed/data/services.ts';
import { seededEquipment } from '../testing/seed-facts.ts';
import { openTestDatabase, XSRF } from '../testing/test-app.ts';
import { JSON_BODY_ROUTES } from '../testing/json-body-routes.ts';

dayjs.extend(utc);

const RUNS = 1000;
// A thousand stored requests take a few seconds alone and much longer on a busy two-core machine.
const VOLUME_TIMEOUT_MS = 120_000;
const routes = [...JSON_BODY_ROUTES, '/api/v1/health/beacons'];

const nonBlank = (max: number) =>
  fc.string({ minLength: 1, maxLength: max }).filter((text) => text.trim() !== '');

/** Bodies a client might send: random JSON, and objects with the real field names holding random values. */
const anyBody = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.string({ maxLength: 20 }), fc.jsonValue()),
  fc.record(
    {
      limit: fc.jsonValue(),
      page: fc.jsonValue(),
      query: fc.jsonValue(),
      order_by: fc.jsonValue(),
      subcategory_id: fc.jsonValue(),
      with: fc.jsonValue(),
      customer_name: fc.jsonValue(),
      items: fc.array(fc.record({ id: fc.jsonValue(), type: fc.jsonValue(), quantity: fc.jsonValue() }), {
        maxLength: 4,
      }),
      delivery_date: fc.oneof(
        fc.string(),
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      ),
      email: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
);

const item = fc.oneof(
  fc.constantFrom(...seededEquipment.map((e) => e.id)).map((id) => ({ id, type: 'equipment' as const })),
  fc.constantFrom(...services.map((s) => s.id)).map((id) => ({ id, type: 'service' as const })),
  fc.constantFrom(...packages.map((p) => p.id)).map((id) => ({ id, type: 'package' as const })),
);

/** Quote requests a visitor could send: every field valid, anything inside the bounds. */
const validQuote = fc.record({
  customer_name: nonBlank(200),
  company_name: fc.string({ maxLength: 160 }),
  customer_email: nonBlank(254),
  customer_phone: nonBlank(40),
  days_ahead: fc.integer({ min: 1, max: 700 }),
  total_days: fc.integer({ min: 0, max: 365 }),
  items: fc
    .uniqueArray(item, { minLength: 1, maxLength: 12, selector: (line) => `${line.type}:${line.id}` })
    .chain((lines) =>
      fc.tuple(
        ...lines.map((line) => fc.integer({ min: 1, max: 999 }).map((quantity) => ({ ...line, quantity }))),
      ),
    ),
  delivery_address: nonBlank(200),
  delivery_city: nonBlank(100),
  delivery_state: nonBlank(100),
  delivery_zip: nonBlank(20),
  language: fc.constantFrom('en', 'ht', 'es', 'fr'),
});

let database: DatabaseHandle;
let app: ApiInstance;

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  app = await buildApp({ db: database.db }, testSettings());
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const post = (url: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...XSRF, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe(`generated bodies (${RUNS} per route)`, () => {
  for (const url of routes) {
    it(`${url} never answers 5xx, and every 4xx says why`, async () => {
      await fc.assert(
        fc.asyncProperty(anyBody, async (body) => {
          const response = await post(url, body);
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const envelope = response.json();
            expect(envelope.status).toBe(0);
            expect(envelope.message.length).toBeGreaterThan(0);
          }
        }),
        { numRuns: RUNS },
      );
    });
  }

  it(
    'every valid quote request is stored exactly once',
    async () => {
      const marker = `prop-${randomUUID()}`;
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(validQuote, async ({ days_ahead, ...quote }) => {
          sent++;
          const payload = {
            ...quote,
            customer_name: `${marker}-${sent} ${quote.customer_name}`.slice(0, 240),
            type: 'rent',
            delivery_date: dayjs.utc().add(days_ahead, 'day').format('YYYY-MM-DD HH:mm:ss'),
            fill_ms: 30_000,
            website: '',
          };
          const response = await post('/api/v1/requests', payload);
          expect(response.statusCode, response.body).toBe(201);
        }),
        { numRuns: RUNS },
      );
      const [stored] = await database.db
        .select({ n: count() })
        .from(quoteRequests)
        .where(like(quoteRequests.customerName, `${marker}-%`));
      expect(stored?.n).toBe(sent);
    },
    VOLUME_TIMEOUT_MS,
  );

  it(
    'every valid contact message is stored exactly once',
    async () => {
      const marker = `prop-${randomUUID()}`;
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(
          nonBlank(100),
          nonBlank(40),
          fc.emailAddress(),
          nonBlank(5000),
          async (name, phone, email, message) => {
            sent++;
            const response = await post('/api/v1/contact', {
              name: `${marker}-${sent} ${name}`.slice(0, 120),
              phone_number: phone,
              email,
              message,
              fill_ms: 30_000,
            });
            if (email.length > 254) return expect(response.statusCode).toBe(422);
            expect(response.statusCode, response.body).toBe(201);
          },
        ),
        { numRuns: RUNS },
      );
      const [stored] = await database.db
        .select({ n: count() })
        .from(contactMessages)
        .where(like(contactMessages.name, `${marker}-%`));
      expect(stored?.n).toBeGreaterThan(RUNS * 0.9);
    },
    VOLUME_TIMEOUT_MS,
  );
});
