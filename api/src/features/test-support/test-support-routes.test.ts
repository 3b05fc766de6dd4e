import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { buildApp } from '../../app.ts';
import { describeOnEachDatabase, openTestDatabase } from '../../testing/test-app.ts';
import { testSettings } from '../../testing/test-settings.ts';

describeOnEachDatabase('test-support routes', (api) => {
  it('are not registered in a normal start', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/test-support/quote-requests' });
    expect(response.statusCode).toBe(404);
  });
});

describe('test-support routes, registered', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: ApiInstance;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp({ db: database.db }, testSettings({ testSupportRoutes: true }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('retitle a service as a seed does: the kept answers read it again', async () => {
    const shown = async () => (await app.inject({ url: '/api/v1/services/6/show' })).json().data.title;
    expect(await shown()).toBe('Generator & Power Distribution');
    const edit = await app.inject({
      method: 'PUT',
      url: '/api/v1/test-support/services/6/title',
      payload: { title: 'Generators, Distro & Tie-Ins' },
    });
    expect(edit.statusCode).toBe(200);
    expect(await shown()).toBe('Generators, Distro & Tie-Ins');
    const unknown = await app.inject({
      method: 'PUT',
      url: '/api/v1/test-support/services/999/title',
      payload: { title: 'Nothing' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
