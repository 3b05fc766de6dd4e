import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { seededContentChanged } from '../db/seeded-content-version.ts';
import type { ApiInstance } from '../http/fastify-types.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import { testSettings } from '../testing/test-settings.ts';
import { copyBuiltSite, siteIsBuilt } from '../testing/built-site-copy.ts';
import { shellDist } from './site-files.ts';

// The site's build is made by `npm test` before these run; without it there is no page to render.
describe.skipIf(!siteIsBuilt)(
  'the origin cache in front of the render (docs/operations.md#page-cache)',
  () => {
    let site: ReturnType<typeof copyBuiltSite>;
    let database: DatabaseHandle;
    let app: ApiInstance;

    /** Pages rendered so far, as the render's own histogram counts them. */
    const renders = async () => {
      const metric = await app.metrics.getSingleMetric('render_duration_seconds')!.get();
      return metric.values
        .filter((value) => 'metricName' in value && value.metricName === 'render_duration_seconds_count')
        .reduce((sum, value) => sum + value.value, 0);
    };
    const cacheAnswers = async (outcome: string) => {
      const metric = await app.metrics.getSingleMetric('page_cache_answers_total')!.get();
      return metric.values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
    };
    const get = (url: string) => app.inject({ method: 'GET', url });

    beforeAll(async () => {
      site = copyBuiltSite();
      database = await openTestDatabase('pglite');
      app = await buildApp({ db: database.db }, testSettings({ siteRoot: site.root }));
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      site?.remove();
    });

    it('renders a page asked twenty times at once once, and answers the others with the same bytes', async () => {
      const before = await renders();
      const pages = await Promise.all(Array.from({ length: 20 }, () => get('/latest-projects')));
      expect(await renders()).toBe(before + 1);
      expect(new Set(pages.map((page) => page.headers.etag)).size).toBe(1);
      expect(new Set(pages.map((page) => page.body)).size).toBe(1);
      expect(pages.every((page) => page.statusCode === 200)).toBe(true);
      const again = await get('/latest-projects');
      expect(again.headers.etag).toBe(pages[0]!.headers.etag);
      expect(await renders()).toBe(before + 1);
      expect(await cacheAnswers('hit')).toBeGreaterThanOrEqual(1);
    });

    it('sends a kept page compressed as the client accepts, the same bytes once decompressed', async () => {
      const ask = (encoding: string) =>
        app.inject({ method: 'GET', url: '/contact-us', headers: { 'accept-encoding': encoding } });
      const plain = await ask('identity');
      const [brotli, gzipped] = [await ask('gzip, deflate, br'), await ask('gzip')];
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
      expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
      for (const answer of [plain, brotli, gzipped]) {
        expect(answer.headers.vary).toBe('Cookie, Accept-Encoding');
        expect(answer.headers.etag).toBe(plain.headers.etag);
      }
    });

    it('keeps each language its own page', async () => {
      const english = await get('/about-us');
      const spanish = await get('/about-us?lang=es');
      expect(english.body).toContain('<html lang="en"');
      expect(spanish.body).toContain('<html lang="es"');
      expect((await get('/about-us')).headers.etag).toBe(english.headers.etag);
    });

    it('renders again after a new remotes.json, a new shell build and a seed', async () => {
      const count = async (change: () => void) => {
        await get('/packages');
        const before = await renders();
        await get('/packages');
        expect(await renders(), 'kept before the change').toBe(before);
        change();
        await get('/packages');
        return (await renders()) - before;
      };
      // The same builds, written again: a new remotes.json the server reads.
      expect(await count(() => site.writeRemotes(JSON.stringify(site.remotes())))).toBe(1);
      const assets = path.join(shellDist(site.root), 'client-assets.json');
      const later = new Date(Date.now() + 200_000);
      expect(
        await count(() => {
          fs.writeFileSync(assets, fs.readFileSync(assets, 'utf8'));
          fs.utimesSync(assets, later, later);
        }),
      ).toBe(1);
      expect(await count(seededContentChanged)).toBe(1);
    });

    it('keeps no personal answer: a visitor’s override is rendered for him each time', async () => {
      const before = await renders();
      await get('/services?mf=catalogue:stable');
      await get('/services?mf=catalogue:stable');
      expect(await renders()).toBe(before + 2);
    });
  },
);
