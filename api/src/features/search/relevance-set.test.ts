import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import {
  RELEVANCE_TARGETS,
  readRelevanceSet,
  relevanceFigures,
  runRelevanceSet,
} from './testing/relevance-set.ts';
import { describeOn, describeOnEachDatabase, openTestDatabase } from '../../testing/test-app.ts';
import { testSettings } from '../../testing/test-settings.ts';

/** The list call a visitor's browser makes for a search, its first page of 20. */
const searchWith = (app: ApiInstance) => async (query: string) => {
  const response = await app.inject({ method: 'POST', url: '/api/v1/equipments/list', payload: { query } });
  expect(response.statusCode, query).toBe(200);
  const body = response.json();
  return { ids: body.data.map((item: { id: number }) => item.id), total: body.pagination.total };
};

describeOnEachDatabase('the relevance set (docs/decisions/020)', (api) => {
  it('has a relevant item in the first five of 95 % of its queries, 85 % of them in the first 20, and no empty answer', async () => {
    const figures = relevanceFigures(await runRelevanceSet(searchWith(api.app)));
    expect(figures.queries).toBeGreaterThanOrEqual(80);
    expect(figures.empty.map((outcome) => outcome.judged.query)).toEqual([]);
    expect(figures.successAt5).toBeGreaterThanOrEqual(RELEVANCE_TARGETS.successAt5);
    expect(figures.recallAt20).toBeGreaterThanOrEqual(RELEVANCE_TARGETS.recallAt20);
  });

  it('covers the four languages, typos, model numbers and the wildcard pattern', () => {
    const set = readRelevanceSet();
    for (const language of ['en', 'es', 'fr', 'ht'])
      expect(set.some((q) => q.language === language)).toBe(true);
    for (const kind of ['typo', 'model', 'plural', 'translated', 'translated description', 'wildcard'])
      expect(set.some((q) => q.kind === kind)).toBe(true);
  });

  it('finds in the first five what only a description in Spanish, French or Creole says', async () => {
    const described = readRelevanceSet().filter((q) => q.kind === 'translated description');
    for (const language of ['es', 'fr', 'ht'])
      expect(described.some((q) => q.language === language)).toBe(true);
    const search = searchWith(api.app);
    for (const judged of described) {
      const { ids } = await search(judged.query);
      expect(ids.slice(0, 5), judged.query).toEqual(expect.arrayContaining([judged.relevant[0]]));
    }
  });
});

describeOn('postgres')('the relevance set on PGlite and on PostgreSQL', () => {
  const handles: DatabaseHandle[] = [];
  const apps: ApiInstance[] = [];

  beforeAll(async () => {
    for (const kind of ['pglite', 'postgres'] as const) {
      const handle = await openTestDatabase(kind);
      handles.push(handle);
      apps.push(await buildApp({ db: handle.db }, testSettings({ catalogueCache: false })));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
  });

  it('gives every query the same results in the same order on both engines', async () => {
    const [onPglite, onPostgres] = await Promise.all(apps.map((app) => runRelevanceSet(searchWith(app))));
    const answers = (outcomes: Awaited<ReturnType<typeof runRelevanceSet>>) =>
      outcomes.map(({ judged, found, total }) => ({ query: judged.query, found, total }));
    expect(answers(onPostgres!)).toEqual(answers(onPglite!));
  });
});
