import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testSettings } from '../../testing/test-settings.ts';
import { equipments, packages, projects, services } from '../../db/schema.ts';
import { seoRoutes } from './seo-routes.ts';
import { errorHandler } from '../../http/error-handler.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { seededSubcategories } from '../../testing/seed-facts.ts';
import { describeOnEachDatabase } from '../../testing/test-app.ts';
import { fillPath } from '@rental/shared/routes/path-pattern.ts';
import { SITE_PAGES } from '@rental/shared/federation/site-pages.ts';

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

describeOnEachDatabase('robots.txt and the sitemap', (api) => {
  const get = (url: string, host = 'rentals.test') =>
    api.app.inject({ method: 'GET', url, headers: { host } });

  it('robots.txt lets crawlers fetch everything, the API included, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toBe('User-agent: *\nAllow: /\n\nSitemap: http://rentals.test/sitemap.xml\n');
  });

  it('the API keeps its answers out of search results, but not its pictures', async () => {
    const data = await get('/api/v1/get_categories');
    expect(data.headers['x-robots-tag']).toBe('noindex');
    expect((await get('/api/v1/docs/json')).headers['x-robots-tag']).toBe('noindex');
    const [row] = await api.database.db.select({ image: equipments.mainImage }).from(equipments).limit(1);
    const image = await get(`/api/v1${row!.image}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['x-robots-tag']).toBeUndefined();
    expect((await get('/robots.txt')).headers['x-robots-tag']).toBeUndefined();
  });

  it('the sitemap is an index of the pages file and one file per kind of detail page', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locations(response.body)).toEqual([
      'http://rentals.test/sitemap-pages.xml',
      'http://rentals.test/sitemap-equipment-1.xml',
      'http://rentals.test/sitemap-services-1.xml',
      'http://rentals.test/sitemap-packages-1.xml',
    ]);
  });

  it('the pages file names every page declared for it, and each equipment category and subcategory', async () => {
    const response = await get('/sitemap-pages.xml');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const categoryIds = [...new Set(seededSubcategories.map((subcategory) => subcategory.categoryId))];
    const declared = Object.values(SITE_PAGES)
      .filter((page) => page.sitemap)
      .map((page) => fillPath(page.path));
    expect(declared).toEqual(expect.arrayContaining(['/', '/equipments', '/about-us', '/request-quote']));
    expect(locations(response.body).sort()).toEqual(
      [
        ...declared,
        ...categoryIds.map((id) => `/equipments/${id}`),
        ...seededSubcategories.map(({ categoryId, id }) => `/equipments/${categoryId}/${id}`),
      ]
        .map((path) => `http://rentals.test${path}`)
        .sort(),
    );
  });

  it('dates the latest projects page by its newest project', async () => {
    const rows = await api.database.db.select({ createdAt: projects.createdAt }).from(projects);
    const newest = new Date(Math.max(...rows.map((row) => row.createdAt.getTime())));
    const body = (await get('/sitemap-pages.xml')).body;
    expect(body).toContain(
      `<url><loc>http://rentals.test/latest-projects</loc><lastmod>${newest.toISOString()}</lastmod></url>`,
    );
  });

  it('names every equipment, service and package detail page', async () => {
    const db = api.database.db;
    for (const [file, table, path] of [
      ['equipment', equipments, (id: number) => `/equipments/${id}/details`],
      ['services', services, (id: number) => `/services/${id}/show`],
      ['packages', packages, (id: number) => `/packages/${id}/show`],
    ] as const) {
      const ids = (await db.select({ id: table.id }).from(table)).map((row) => row.id);
      expect(ids.length, file).toBeGreaterThan(0);
      const response = await get(`/sitemap-${file}-1.xml`);
      expect(response.statusCode, file).toBe(200);
      expect(locations(response.body).sort(), file).toEqual(
        ids.map((id) => `http://rentals.test${path(id)}`).sort(),
      );
    }
  });

  it('answers 404 for a file the index does not name', async () => {
    for (const url of ['/sitemap-equipment-2.xml', '/sitemap-equipment-0.xml', '/sitemap-people.xml']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ status: 0, error: 'not_found' });
    }
  });

  it('names SITE_URL rather than the address a request came to, when it is configured', async () => {
    const app = await buildApp(
      { db: api.database.db },
      testSettings({ siteUrl: 'https://www.rentals.test' }),
    );
    try {
      const robots = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.test' } });
      expect(robots.body).toContain('Sitemap: https://www.rentals.test/sitemap.xml');
      const index = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.test' } });
      expect(locations(index.body)[0]).toBe('https://www.rentals.test/sitemap-pages.xml');
    } finally {
      await app.close();
    }
  });
});

describeOnEachDatabase('a catalogue larger than one sitemap file', (api) => {
  const PER_FILE = 40;
  let app: ApiInstance;

  beforeAll(async () => {
    app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
    app.decorate('db', api.database.db);
    await app.register(errorHandler);
    await app.register(seoRoutes, { siteUrl: 'https://www.rentals.test', urlsPerSitemap: PER_FILE });
    await app.ready();
  });
  afterAll(() => app.close());

  it('is split over as many files as it needs, each within the limit, none overlapping', async () => {
    const ids = (await api.database.db.select({ id: equipments.id }).from(equipments)).map((row) => row.id);
    const parts = Math.ceil(ids.length / PER_FILE);
    expect(parts).toBeGreaterThan(2);
    const index = locations((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    const equipmentFiles = index.filter((loc) => loc.includes('/sitemap-equipment-'));
    expect(equipmentFiles).toEqual(
      Array.from(
        { length: parts },
        (_, part) => `https://www.rentals.test/sitemap-equipment-${part + 1}.xml`,
      ),
    );
    const listed: string[] = [];
    for (const file of equipmentFiles) {
      const urls = locations((await app.inject({ method: 'GET', url: new URL(file).pathname })).body);
      expect(urls.length).toBeLessThanOrEqual(PER_FILE);
      listed.push(...urls);
    }
    expect(listed.sort()).toEqual(
      ids.map((id) => `https://www.rentals.test/equipments/${id}/details`).sort(),
    );
    const beyond = await app.inject({ method: 'GET', url: `/sitemap-equipment-${parts + 1}.xml` });
    expect(beyond.statusCode).toBe(404);
  });
});
