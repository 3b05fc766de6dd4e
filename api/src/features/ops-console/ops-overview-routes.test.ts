import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HealthEvent, OpsOverview } from '@rental/shared/contracts';
import { startCanary } from '@rental/shared/rollouts/rollout-plan.ts';
import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { openTestDatabase, XSRF } from '../../testing/test-app.ts';
import { testSettings } from '../../testing/test-settings.ts';
import { recordBeacon } from '../../health-figures/beacon-recording.ts';

const OPS_TOKEN = 'overview-ops-token-for-tests';
const MINUTE = 60_000;

// The operators' overview (docs/decisions/025): each remote's channels, and what the guard would decide now.
describe('the operators’ overview', () => {
  const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-overview-'));
  const guard = { ...loadConfig({}).app.rolloutGuard, minViews: 20 };
  let database: DatabaseHandle;
  let app: ApiInstance;
  /** When the views below were reported: one time for all, so they fall in one minute. */
  const reportedAt = new Date(Date.now() - MINUTE);

  /** Page views of the catalogue a minute ago, each from a visitor of its own; `failing` of them fail. */
  async function views(count: number, version: string, channel: 'stable' | 'canary', failing = 0) {
    for (let index = 0; index < count; index++) {
      const events: HealthEvent[] = [
        { remote: 'mf_catalogue', version, channel, kind: 'view' },
        ...(index < failing
          ? [{ remote: 'mf_catalogue', version, channel, kind: 'load-failure' } as const]
          : []),
      ];
      await recordBeacon(database.db, {
        viewId: randomUUID(),
        clientKey: randomUUID(),
        events,
        now: reportedAt,
        maxViewsPerClient: 20,
        maxFailuresPerClient: 2,
        windowMs: guard.windowMs,
        periodMs: MINUTE,
      });
    }
  }

  beforeAll(async () => {
    const stable = allStableRemotes();
    const catalogue = startCanary(stable.mf_catalogue, {
      build: { version: '1.1.0', entry: '/remotes/mf-catalogue/1.1.0/mf-manifest.json' },
      percent: 50,
      ramp: false,
      now: new Date(Date.now() - 2 * MINUTE),
    });
    fs.writeFileSync(
      path.join(siteRoot, 'remotes.json'),
      JSON.stringify({ ...stable, mf_catalogue: catalogue }),
    );
    database = await openTestDatabase('pglite');
    app = await buildApp(
      { db: database.db },
      testSettings({ siteRoot, rolloutGuard: guard, health: { opsToken: OPS_TOKEN } }),
    );
    await views(30, '1.0.0', 'stable');
    await views(30, '1.1.0', 'canary', 3);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(siteRoot, { recursive: true, force: true });
  });

  const overview = (headers: Record<string, string> = { 'x-ops-token': OPS_TOKEN }) =>
    app.inject({ method: 'GET', url: '/api/v1/ops/overview', headers });

  it('shows each remote’s channels and the guard’s verdict on a canary failing one view in ten', async () => {
    const answer = await overview();
    expect(answer.statusCode).toBe(200);
    const { remotes, guard: shown } = (answer.json() as { data: OpsOverview }).data;
    expect(shown).toMatchObject({ minViews: 20, maxFailureDelta: guard.maxFailureDelta });
    const catalogue = remotes.find((remote) => remote.remote === 'mf_catalogue')!;
    expect(catalogue).toMatchObject({
      shortName: 'catalogue',
      revision: expect.any(String),
      stable: { version: '1.0.0', state: 'site' },
      canary: { version: '1.1.0', percent: 50, ramp: false, nextRampPercent: null, state: 'site' },
      guard: {
        decision: 'kill',
        reason: expect.stringMatching(/^failures per page view 0\.100 against stable's 0\.000/),
        canary: { views: 30, failures: 3 },
        stable: { views: 30, failures: 0 },
      },
    });
    const content = remotes.find((remote) => remote.remote === 'mf_content')!;
    expect(content.canary).toBeUndefined();
    expect(content.guard).toBeUndefined();
  });

  it('gives the catalogue’s views and failures per minute and channel for its charts', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/v1/ops/health/series?remote=catalogue&hours=1',
      headers: { 'x-ops-token': OPS_TOKEN },
    });
    expect(answer.statusCode).toBe(200);
    const { stable, canary, periodSeconds } = answer.json().data;
    expect(periodSeconds).toBe(60);
    expect(canary).toMatchObject({ views: [30], failures: [3] });
    expect(stable).toMatchObject({ views: [30], failures: [0] });
    expect(stable.at).toEqual(canary.at);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/ops/health/series?remote=catalogue' })).statusCode,
    ).toBe(401);
  });

  it('answers 304 to a console whose view is current', async () => {
    const first = await overview();
    const again = await overview({ 'x-ops-token': OPS_TOKEN, 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 401 without a session or the token, and a signed-in operator without the token', async () => {
    expect((await overview({})).statusCode).toBe(401);
    expect((await overview({ 'x-ops-token': 'not-the-operators-token' })).statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v1/ops/session',
      payload: { token: OPS_TOKEN, operator: 'Dana' },
      headers: XSRF,
    });
    const session = signIn.cookies.find((cookie) => cookie.name === 'ops_session')!.value;
    expect((await overview({ cookie: `ops_session=${session}` })).statusCode).toBe(200);
  });
});
