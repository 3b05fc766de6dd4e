import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { defaultMediaDir } from '../config.ts';
import { equipments, packages, projects, services, staff } from '../db/schema.ts';
import { describeOnEachDatabase } from '../testing/test-app.ts';

describeOnEachDatabase('media', (api) => {
  it('has a file for every image and avatar the database names', async () => {
    const db = api.database.db;
    const paths = [
      ...(await db.select({ image: equipments.mainImage }).from(equipments)),
      ...(await db.select({ image: services.mainImage }).from(services)),
      ...(await db.select({ image: packages.mainImage }).from(packages)),
      ...(await db.select({ image: projects.mainImage }).from(projects)),
      ...(await db.select({ image: staff.avatar }).from(staff)),
    ].map((row) => row.image);
    expect(paths.length).toBeGreaterThan(250);
    for (const image of new Set(paths)) {
      expect(image).toMatch(/^\/media\//);
      expect(fs.existsSync(path.join(defaultMediaDir, image!.slice('/media/'.length))), image!).toBe(true);
    }
  });

  it('serves an image under /api/v1/media with long-lived caching', async () => {
    const [first] = await api.database.db.select({ image: equipments.mainImage }).from(equipments).limit(1);
    const response = await api.app.inject({ method: 'GET', url: `/api/v1${first!.image}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=2592000');
    expect(response.body).toContain('<svg');
  });

  it('answers 404 for missing media and for paths outside the media folder', async () => {
    for (const url of [
      '/api/v1/media/nothing.svg',
      '/api/v1/media/../package.json',
      '/api/v1/media/%2e%2e/package.json',
    ]) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describeOnEachDatabase('OpenAPI', (api) => {
  it('documents every route, generated from the schemas', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/v1/contact',
        '/api/v1/equipments/list',
        '/api/v1/equipments/{id}',
        '/api/v1/get_categories',
        '/api/v1/health/beacons',
        '/api/v1/ops/health',
        '/api/v1/ops/health/series',
        '/api/v1/ops/history',
        '/api/v1/ops/overview',
        '/api/v1/ops/releases',
        '/api/v1/ops/releases/{remote}/versions',
        '/api/v1/ops/rollouts/{remote}/{action}',
        '/api/v1/ops/search-misses',
        '/api/v1/ops/session',
        '/api/v1/packages/list',
        '/api/v1/packages/{id}/show',
        '/api/v1/projects/search',
        '/api/v1/requests',
        '/api/v1/search/suggestions',
        '/api/v1/services/list',
        '/api/v1/services/{id}/show',
        '/api/v1/users/search',
      ].sort(),
    );
    expect(document.paths['/api/v1/requests'].post.responses).toHaveProperty('201');
    expect(document.paths['/api/v1/requests'].post.responses).toHaveProperty('422');
  });

  it('serves a browsable page', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
