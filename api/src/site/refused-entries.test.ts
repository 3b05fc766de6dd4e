import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsOverview, ReleaseProblem } from '@rental/shared/contracts';
import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { ApiInstance } from '../http/fastify-types.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import { testSettings } from '../testing/test-settings.ts';
import { copyBuiltSite, siteIsBuilt } from '../testing/built-site-copy.ts';

const OPS_TOKEN = 'refused-entries-ops-token';
const EVIL = 'https://cdn.evil.example/mf-catalogue/6.6.6/mf-manifest.json';

// Operators see every refusal (docs/decisions/024), however the entry got into remotes.json.
describe.skipIf(!siteIsBuilt)('an entry of remotes.json the site refuses', () => {
  let site: ReturnType<typeof copyBuiltSite>;
  let remotesFile: string;
  let database: DatabaseHandle;
  let app: ApiInstance;

  const writeRemotes = (catalogue: object) => {
    fs.writeFileSync(remotesFile, JSON.stringify({ ...allStableRemotes(), mf_catalogue: catalogue }));
    const later = new Date(Date.now() + Math.random() * 100_000);
    fs.utimesSync(remotesFile, later, later);
  };
  const opsRead = async <T>(route: string) =>
    (await app.inject({ url: `/api/v1/ops/${route}`, headers: { 'x-ops-token': OPS_TOKEN } })).json<{
      data: T;
    }>().data;
  const catalogueOverview = async () =>
    (await opsRead<OpsOverview>('overview')).remotes.find((remote) => remote.remote === 'mf_catalogue')!;

  beforeAll(async () => {
    site = copyBuiltSite();
    remotesFile = path.join(site.root, 'remotes.json');
    writeRemotes(allStableRemotes().mf_catalogue);
    database = await openTestDatabase('pglite');
    app = await buildApp(
      { db: database.db },
      testSettings({ siteRoot: site.root, remotesConfig: remotesFile, health: { opsToken: OPS_TOKEN } }),
    );
    expect((await app.inject({ url: '/equipments' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    site?.remove();
  });

  it('is left out of every page, which keeps serving the last good build', async () => {
    writeRemotes({ stable: { version: '6.6.6', entry: EVIL } });
    for (const url of ['/', '/equipments', '/packages']) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('evil.example');
      expect(page.body).toContain('/remotes/mf-catalogue/1.0.0/mf-manifest.json');
      expect(String(page.headers['content-security-policy'])).not.toContain('evil.example');
    }
  });

  it('shows as refused, with why and what serves instead, on the overview and in the releases route', async () => {
    writeRemotes({ stable: { version: '6.6.6', entry: EVIL } });
    await app.inject({ url: '/equipments' });
    expect((await catalogueOverview()).stable).toEqual({
      version: '6.6.6',
      state: 'refused',
      problem: expect.stringMatching(/pins no signed release/),
      servedInstead: '1.0.0',
    });
    await expect
      .poll(async () =>
        (await opsRead<ReleaseProblem[]>('releases')).find((problem) => problem.entry === EVIL),
      )
      .toMatchObject({ remote: 'mf_catalogue', version: '6.6.6', refused: true, current: true, digest: '' });
  });

  it('clears when the entry changes', async () => {
    writeRemotes(allStableRemotes().mf_catalogue);
    expect((await catalogueOverview()).stable).toEqual({ version: '1.0.0', state: 'site' });
    const problem = (await opsRead<ReleaseProblem[]>('releases')).find(
      (candidate) => candidate.entry === EVIL,
    );
    expect(problem).toMatchObject({ current: false });
  });
});
