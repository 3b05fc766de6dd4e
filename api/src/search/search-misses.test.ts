import { afterAll, beforeAll, expect, it } from 'vitest';
import { OPS_TOKEN_HEADER } from '@rental/shared/contracts';
import { buildApp } from '../app.ts';
import type { ApiInstance } from '../http/fastify-types.ts';
import { describeOnEachDatabase } from '../testing/test-app.ts';
import { testSettings } from '../testing/test-settings.ts';

const OPS_TOKEN = 'search-misses-test-token';

describeOnEachDatabase('searches that found nothing', (api) => {
  let app: ApiInstance;
  beforeAll(async () => {
    app = await buildApp({ db: api.database.db }, testSettings({ health: { opsToken: OPS_TOKEN } }));
  });
  afterAll(() => app.close());

  const list = (query: string, page = 1) =>
    app.inject({ method: 'POST', url: '/api/v1/equipments/list', payload: { query, page } });
  const misses = (headers: Record<string, string> = { [OPS_TOKEN_HEADER]: OPS_TOKEN }) =>
    app.inject({ method: 'GET', url: '/api/v1/ops/search-misses', headers });

  it('counts each by its folded words and nothing else, for operators to read', async () => {
    await list('Zorblax Quuxinator');
    await list('  zorblax  QUUXINATOR ');
    await list('zorblax quuxinator', 2);
    await list('generator');
    await app.inject({ method: 'GET', url: '/api/v1/search/suggestions?query=zorbl' });
    const response = await misses();
    expect(response.statusCode).toBe(200);
    const found = response.json().data;
    expect(found).toEqual([
      {
        query: 'zorblax quuxinator',
        searches: 2,
        first_at: expect.stringMatching(/^\d{4}-/),
        last_at: expect.stringMatching(/^\d{4}-/),
      },
    ]);
  });

  it('adds the counts of every instance and every flush together', async () => {
    const other = await buildApp({ db: api.database.db }, testSettings({ health: { opsToken: OPS_TOKEN } }));
    await other.inject({
      method: 'POST',
      url: '/api/v1/equipments/list',
      payload: { query: 'zorblax quuxinator' },
    });
    await other.close();
    const found = (await misses()).json().data;
    expect(found[0]).toMatchObject({ query: 'zorblax quuxinator', searches: 3 });
  });

  it('shows them to operators alone', async () => {
    expect((await misses({})).statusCode).toBe(401);
    expect((await misses({ [OPS_TOKEN_HEADER]: 'wrong-token-of-some-length' })).statusCode).toBe(401);
    const off = await api.app.inject({ method: 'GET', url: '/api/v1/ops/search-misses' });
    expect(off.statusCode).toBe(404);
  });
});
