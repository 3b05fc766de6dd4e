import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Equipment, EquipmentListRequest, ListResult } from '@rental/shared/contracts';
import { cachedAndUncachedApps } from '../../testing/test-settings.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { equipments } from '../../db/schema.ts';
import { writeSearchVectors } from '../../search/search-vectors-writer.ts';
import { EquipmentListCache } from './equipment-list-cache.ts';
import { equipmentListParams } from '../../catalogue-reads/equipment-list-params.ts';
import { readEquipmentPage } from '../../catalogue-reads/equipments-repository.ts';
import { listAnswer } from '../../http/pagination.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { seedDatabase } from '../../seed/seed.ts';
import { databaseKinds, describeOn, openTestDatabase } from '../../testing/test-app.ts';

/** Enough generated items for several pages in every category. */
const GENERATED = 600;

const skyPanels: EquipmentListRequest = { query: '%sky%panel%' };

/**
 * Requests grouped by meaning: those in one group say the same thing and must get the same answer; any
 * two groups differ in their answers, so a cache that gave one group's answer to another would be seen.
 */
const groups: EquipmentListRequest[][] = [
  [{}, { limit: 20, page: 1 }, { query: '' }, { query: null, order_by: null }, { with: { subcategory: {} } }],
  [{ page: 2 }, { page: 2, with: { subcategory: { category_id: null } } }],
  [{ limit: 7, page: 3 }],
  [{ limit: 100, page: 2 }],
  [{ page: 999 }],
  [{ order_by: { name: 'asc' } }],
  [{ order_by: { name: 'desc' } }],
  [{ order_by: { name: 'desc' }, page: 2 }],
  [skyPanels, { query: 'SKY PÁNEL' }, { query: 'sky panel' }],
  [{ query: 'arri' }],
  [{ query: 'panel' }],
  [{ query: 'pro' }],
  [{ query: 'no such item anywhere' }],
  [{ with: { subcategory: { category_id: 1 } } }],
  [{ with: { subcategory: { category_id: 2 } } }],
  [{ with: { subcategory: { category_id: 1 } }, page: 2 }],
  [{ with: { subcategory: { category_id: 1 } }, page: 2, order_by: { name: 'asc' } }],
  [{ subcategory_id: 3 }, { subcategory_id: 3, with: { subcategory: { category_id: 1 } } }],
  [{ subcategory_id: 4 }],
  [{ subcategory_id: 3, with: { subcategory: { category_id: 2 } }, page: 2 }],
  [{ query: 'kit', with: { subcategory: { category_id: 1 } }, order_by: { name: 'desc' }, page: 2 }],
];

for (const kind of databaseKinds()) {
  describeOn(kind)(`POST /equipments/list kept in memory [${kind}]`, () => {
    let database: DatabaseHandle;
    let cached: ApiInstance;
    let uncached: ApiInstance;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await seedDatabase(database.db, { generatedEquipment: GENERATED });
      ({ cached, uncached } = await cachedAndUncachedApps(database.db));
    });

    afterAll(async () => {
      await cached?.close();
      await uncached?.close();
      await database?.close();
    });

    const answer = async (app: ApiInstance, payload: EquipmentListRequest) => {
      const response = await app.inject({ method: 'POST', url: '/api/v1/equipments/list', payload });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      return response.body;
    };

    it('answers byte for byte what the database answers, the first time and from memory', async () => {
      const requests = groups.flat();
      const truth = await Promise.all(requests.map((request) => answer(uncached, request)));
      for (const round of [requests, [...requests].reverse()]) {
        for (const request of round) {
          expect(await answer(cached, request)).toBe(truth[requests.indexOf(request)]);
        }
      }
      const atOnce = await Promise.all(requests.map(() => answer(cached, { ...skyPanels, page: 2 })));
      expect(new Set(atOnce)).toEqual(new Set([await answer(uncached, { ...skyPanels, page: 2 })]));
    });

    it('sends a kept answer compressed as the browser accepts it, and as text to a client that accepts none', async () => {
      const truth = await answer(uncached, skyPanels);
      const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
      const cases = [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip;q=1, br;q=0.5', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['*', 'gzip'],
        ['identity', undefined],
        [undefined, undefined],
      ] as const;
      for (const [accepted, expected] of cases) {
        for (const round of [1, 2]) {
          const response = await cached.inject({
            method: 'POST',
            url: '/api/v1/equipments/list',
            payload: skyPanels,
            headers: accepted ? { 'accept-encoding': accepted } : {},
          });
          const label = `${accepted} (${round})`;
          expect(response.statusCode, label).toBe(200);
          expect(response.headers['content-encoding'], label).toBe(expected);
          expect(response.headers.vary, label).toContain('accept-encoding');
          expect(response.headers['content-type'], label).toBe('application/json; charset=utf-8');
          const text = expected ? decoders[expected](response.rawPayload).toString() : response.body;
          expect(text, label).toBe(truth);
        }
      }
    });

    it('never gives one request the answer of a request that means something else', async () => {
      const answers = [];
      for (const group of groups) {
        const bodies = new Set<string>();
        for (const request of group) bodies.add(await answer(cached, request));
        expect(bodies.size).toBe(1);
        answers.push(...bodies);
      }
      expect(new Set(answers).size).toBe(groups.length);
    });

    it('keeps answers until this process seeds, then reads the catalogue again', async () => {
      const before = JSON.parse(await answer(cached, {})).pagination.total as number;
      const [added] = await database.db
        .insert(equipments)
        .values({
          subcategoryId: 1,
          name: 'AAA Cache probe',
          description: 'Written behind the API.',
          searchKey: 'aaa cache probe',
        })
        .returning({ id: equipments.id });
      expect(JSON.parse(await answer(uncached, {})).pagination.total).toBe(before + 1);
      expect(JSON.parse(await answer(cached, {})).pagination.total).toBe(before);

      await seedDatabase(database.db, { generatedEquipment: GENERATED });
      expect(await answer(cached, {})).toBe(await answer(uncached, {}));
      expect(JSON.parse(await answer(cached, {})).pagination.total).toBe(before + 1);

      await database.db.delete(equipments).where(eq(equipments.id, added!.id));
      await seedDatabase(database.db, { generatedEquipment: GENERATED });
      expect(JSON.parse(await answer(cached, {})).pagination.total).toBe(before);
    });

    /** Answers of a cache used directly, as objects. */
    const listed = async (cache: EquipmentListCache, request: EquipmentListRequest) =>
      JSON.parse((await cache.list(request, JSON.stringify)).json) as ListResult<Equipment>;

    it('reads an answer again once it is older than its time to live', async () => {
      const cache = new EquipmentListCache(database.db, { ttlSeconds: 0.05, maxBytes: 1024 * 1024 });
      const request = { query: 'ttlprobe' };
      expect((await listed(cache, request)).pagination.total).toBe(0);
      const [added] = await database.db
        .insert(equipments)
        .values({
          subcategoryId: 1,
          name: 'TTL probe',
          description: 'Written behind the API.',
          searchKey: 'ttl probe',
        })
        .returning({ id: equipments.id });
      await writeSearchVectors(database.db, 'equipments', [{ id: added!.id, source: { name: 'ttlprobe' } }]);
      expect((await listed(cache, request)).pagination.total).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await listed(cache, request)).pagination.total).toBe(1);
      await database.db.delete(equipments).where(eq(equipments.id, added!.id));
    });

    it('stays within its memory budget, dropping the least recently used pages', async () => {
      const maxBytes = 200_000;
      const cache = new EquipmentListCache(database.db, { ttlSeconds: 60, maxBytes });
      for (let page = 1; page <= 30; page++) {
        const request = { page, order_by: { name: 'asc' as const } };
        const params = equipmentListParams(request);
        const read = listAnswer(await readEquipmentPage(database.db, params), params.window);
        expect(await listed(cache, request)).toEqual(read);
        expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
      }
      expect(cache.bytes).toBeGreaterThan(maxBytes / 2);
    });
  });
}
