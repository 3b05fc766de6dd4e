import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cachedAndUncachedApps } from '../../testing/test-settings.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { equipments } from '../../db/schema.ts';
import { seededContentChanged } from '../../db/seeded-content-version.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { seedDatabase } from '../../seed/seed.ts';
import { databaseKinds, describeOn, openTestDatabase } from '../../testing/test-app.ts';

type Call = { method: 'GET' | 'POST'; url: string; payload?: object };

const calls: Call[] = [
  { method: 'GET', url: '/api/v1/get_categories' },
  { method: 'GET', url: '/api/v1/equipments/1' },
  { method: 'GET', url: '/api/v1/equipments/2' },
  { method: 'GET', url: '/api/v1/services/1/show' },
  { method: 'GET', url: '/api/v1/services/2/show' },
  { method: 'GET', url: '/api/v1/packages/1/show' },
  { method: 'GET', url: '/api/v1/packages/2/show' },
  { method: 'POST', url: '/api/v1/services/list', payload: {} },
  { method: 'POST', url: '/api/v1/services/list', payload: { page: 2, limit: 3 } },
  { method: 'POST', url: '/api/v1/packages/list', payload: {} },
  { method: 'POST', url: '/api/v1/packages/list', payload: { order_by: { name: 'desc' } } },
  { method: 'POST', url: '/api/v1/projects/search', payload: {} },
  { method: 'POST', url: '/api/v1/projects/search', payload: { page: 2, limit: 2 } },
  { method: 'POST', url: '/api/v1/users/search', payload: {} },
];

for (const kind of databaseKinds()) {
  describeOn(kind)(`catalogue, project and staff answers kept in memory [${kind}]`, () => {
    let database: DatabaseHandle;
    let cached: ApiInstance;
    let uncached: ApiInstance;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await seedDatabase(database.db);
      ({ cached, uncached } = await cachedAndUncachedApps(database.db));
    });

    afterAll(async () => {
      await cached?.close();
      await uncached?.close();
      await database?.close();
    });

    const answer = async (app: ApiInstance, call: Call) => {
      const response = await app.inject(call);
      return { status: response.statusCode, type: response.headers['content-type'], body: response.body };
    };

    it('answers what the database answers, the first time and from memory, each call its own answer', async () => {
      const truth = await Promise.all(calls.map((call) => answer(uncached, call)));
      for (const round of [calls, [...calls].reverse()]) {
        for (const call of round) {
          const expected = truth[calls.indexOf(call)]!;
          expect(expected.status, call.url).toBe(200);
          expect(await answer(cached, call), call.url).toEqual(expected);
        }
      }
      expect(new Set(truth.map(({ body }) => body)).size).toBe(calls.length);
    });

    it('answers 404 for an unknown item every time, and keeps no answer for it', async () => {
      for (const url of [
        '/api/v1/equipments/999999',
        '/api/v1/services/999999/show',
        '/api/v1/packages/999999/show',
      ]) {
        for (const round of [1, 2]) {
          const response = await cached.inject({ method: 'GET', url });
          expect(response.statusCode, `${url} (${round})`).toBe(404);
          expect(response.json().message, url).toMatch(/^No (equipment|service|package) with id 999999\.$/);
        }
      }
    });

    it('keeps an item until this process changes the catalogue, then reads it again', async () => {
      const url = '/api/v1/equipments/1';
      const before = (await cached.inject({ method: 'GET', url })).json().data.name as string;
      await database.db
        .update(equipments)
        .set({ name: 'Renamed behind the API' })
        .where(eq(equipments.id, 1));
      expect((await uncached.inject({ method: 'GET', url })).json().data.name).toBe('Renamed behind the API');
      expect((await cached.inject({ method: 'GET', url })).json().data.name).toBe(before);
      seededContentChanged();
      expect((await cached.inject({ method: 'GET', url })).json().data.name).toBe('Renamed behind the API');
      await seedDatabase(database.db);
      expect((await cached.inject({ method: 'GET', url })).json().data.name).toBe(before);
    });
  });
}
