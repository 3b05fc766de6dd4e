import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RemotesConfigFile } from '@rental/shared/rollouts/remotes-config-store.ts';
import { startCanary } from '@rental/shared/rollouts/rollout-plan.ts';
import { publishedBuild } from '@rental/shared/testing/published-build.ts';
import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { signInOperator } from '../../testing/ops-operator.ts';
import { openTestDatabase, XSRF } from '../../testing/test-app.ts';
import { testSettings } from '../../testing/test-settings.ts';

const OPS_TOKEN = 'rollout-change-ops-token-for-tests';

// Changing a rollout from the operators' console (docs/decisions/025).
describe('a rollout changed from the operators’ console', () => {
  const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-rollouts-'));
  const remotesFile = path.join(siteRoot, 'remotes.json');
  const store = new RemotesConfigFile(remotesFile);
  let database: DatabaseHandle;
  let app: ApiInstance;
  let operator: Awaited<ReturnType<typeof signInOperator>>;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp({ db: database.db }, testSettings({ siteRoot, health: { opsToken: OPS_TOKEN } }));
    operator = await signInOperator(app, OPS_TOKEN);
  });
  beforeEach(() => {
    const stable = allStableRemotes();
    const catalogue = startCanary(stable.mf_catalogue, {
      build: { version: '1.1.0', entry: '/remotes/mf-catalogue/1.1.0/mf-manifest.json' },
      percent: 20,
      ramp: false,
      now: new Date(),
    });
    fs.writeFileSync(remotesFile, JSON.stringify({ ...stable, mf_catalogue: catalogue }));
    fs.rmSync(store.historyLocation, { force: true });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(siteRoot, { recursive: true, force: true });
  });

  const catalogueRevision = () => operator.revision('mf_catalogue');
  const change = (action: string, body: object) => operator.change('catalogue', action, body);

  it('kills the canary with the operator’s reason and name in the history', async () => {
    const answer = await change('kill', {
      revision: await catalogueRevision(),
      reason: 'checkout errors on iOS',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      action: 'kill',
      operator: 'Dana Ortiz',
      reason: 'checkout errors on iOS',
    });
    expect((await store.read()).mf_catalogue.canary?.percent).toBe(0);
    expect((await store.history()).at(-1)).toMatchObject({
      remote: 'mf_catalogue',
      action: 'kill',
      by: 'operator',
      operator: 'Dana Ortiz',
      reason: 'checkout errors on iOS',
      before: { canary: { percent: 20 } },
      after: { canary: { percent: 0 } },
    });
  });

  it('sets the percent, and then refuses a change made from the view before it, saying what the rollout is now', async () => {
    const seen = await catalogueRevision();
    expect(
      (await change('percent', { revision: seen, percent: 50, reason: 'healthy for an hour' })).statusCode,
    ).toBe(200);
    const stale = await change('promote', { revision: seen, reason: 'looks fine' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'catalogue changed since this view: it is now stable 1.0.0, canary 1.1.0 at 50 %. Nothing was changed.',
    );
    expect((await store.read()).mf_catalogue.canary?.percent).toBe(50);
    expect((await store.history()).map((entry) => entry.action)).toEqual(['percent']);
  });

  it('lists the history newest first, of one remote when asked, with who, when, before, after and why', async () => {
    await change('percent', { revision: await catalogueRevision(), percent: 40, reason: 'step up' });
    await change('kill', { revision: await catalogueRevision(), reason: 'errors in checkout' });
    const history = async (query: string) =>
      app.inject({
        method: 'GET',
        url: `/api/v1/ops/history${query}`,
        headers: { cookie: operator.cookie },
      });
    const catalogue = (await history('?remote=catalogue')).json().data;
    expect(catalogue).toEqual([
      {
        at: expect.any(String),
        remote: 'catalogue',
        action: 'kill',
        by: 'operator',
        operator: 'Dana Ortiz',
        reason: 'errors in checkout',
        before: { stable: '1.0.0', canary: { version: '1.1.0', percent: 40 } },
        after: { stable: '1.0.0', canary: { version: '1.1.0', percent: 0 } },
      },
      expect.objectContaining({ action: 'percent', reason: 'step up' }),
    ]);
    expect((await history('?remote=content')).json().data).toEqual([]);
    const unknown = await history('?remote=nothing');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/remote/);
    expect((await app.inject({ method: 'GET', url: '/api/v1/ops/history' })).statusCode).toBe(401);
  });

  it('promotes a published canary with its release pin, and rolls back to it with its pin', async () => {
    const published = publishedBuild('mf-catalogue', '1.1.0');
    const startInFile = (build: { version: string; entry: string }) =>
      store.change({
        remote: 'mf_catalogue',
        action: 'start',
        by: 'operator',
        apply: (channels) => startCanary(channels, { build, percent: 100, ramp: false, now: new Date() }),
      });
    fs.writeFileSync(remotesFile, JSON.stringify(allStableRemotes()));
    await startInFile(published);
    const promote = async () =>
      change('promote', { revision: await catalogueRevision(), reason: 'healthy at 100 %' });
    expect((await promote()).statusCode).toBe(200);
    expect((await store.read()).mf_catalogue).toStrictEqual({ stable: published });
    expect((await store.history()).at(-1)?.after).toStrictEqual({ stable: published });

    await startInFile({ version: '1.2.0', entry: '/remotes/mf-catalogue/1.2.0/mf-manifest.json' });
    expect((await promote()).statusCode).toBe(200);
    const rollback = await change('rollback', {
      revision: await catalogueRevision(),
      reason: '1.2.0 breaks the search',
    });
    expect(rollback.statusCode).toBe(200);
    expect((await store.read()).mf_catalogue).toStrictEqual({ stable: published });
  });

  it('says why a change does not apply to the rollout as it is', async () => {
    const promoted = await change('promote', {
      revision: await catalogueRevision(),
      reason: 'healthy all day',
    });
    expect(promoted.statusCode).toBe(200);
    const kill = await change('kill', { revision: await catalogueRevision(), reason: 'too late' });
    expect(kill.statusCode).toBe(409);
    expect(kill.json().message).toBe('there is no canary');
    const noPercent = await change('percent', { revision: await catalogueRevision(), reason: 'more' });
    expect(noPercent.statusCode).toBe(409);
    expect(noPercent.json().message).toBe('a new percent is needed');
  });

  it('needs a session, not just the token, and the CSRF header', async () => {
    const revision = await catalogueRevision();
    const withToken = await app.inject({
      method: 'POST',
      url: '/api/v1/ops/rollouts/catalogue/kill',
      payload: { revision, reason: 'x' },
      headers: { ...XSRF, 'x-ops-token': OPS_TOKEN },
    });
    expect(withToken.statusCode).toBe(401);
    const withoutCsrf = await app.inject({
      method: 'POST',
      url: '/api/v1/ops/rollouts/catalogue/kill',
      payload: { revision, reason: 'x' },
      headers: { cookie: operator.cookie },
    });
    expect(withoutCsrf.statusCode).toBe(403);
    expect((await store.read()).mf_catalogue.canary?.percent).toBe(20);
  });

  it('names the field an operator left out', async () => {
    const answer = await change('kill', { revision: await catalogueRevision(), reason: '  ' });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().fields)).toEqual(['reason']);
  });
});
