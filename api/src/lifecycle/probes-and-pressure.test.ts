import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { OverloadSettings } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { ApiInstance } from '../http/fastify-types.ts';
import { copyBuiltSite, siteIsBuilt } from '../testing/built-site-copy.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import { testSettings } from '../testing/test-settings.ts';
import { InstanceLifecycle } from './instance-lifecycle.ts';

let database: DatabaseHandle;
const apps: ApiInstance[] = [];

/** An app listening on a port of its own: refusals are the listener's, which `inject` never passes. */
interface Listening {
  app: ApiInstance;
  origin: string;
}

beforeAll(async () => {
  database = await openTestDatabase('pglite');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

async function appWith(
  lifecycle: InstanceLifecycle,
  overload: Partial<OverloadSettings> = {},
  siteRoot?: string,
) {
  const settings = testSettings(siteRoot ? { siteRoot } : {});
  const app = await buildApp(
    { db: database.db, lifecycle },
    { ...settings, overload: { ...settings.overload, ...overload } },
  );
  apps.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, origin: `http://127.0.0.1:${port}` };
}

async function get({ origin }: Listening, url: string) {
  const answer = await fetch(origin + url);
  const body = await answer.text();
  return {
    statusCode: answer.status,
    headers: Object.fromEntries(answer.headers),
    body,
    json: () => JSON.parse(body) as unknown,
  };
}

describe('the probes', () => {
  it('say alive but not ready while the instance starts, and refuse everything else meanwhile', async () => {
    const lifecycle = new InstanceLifecycle('starting');
    const app = await appWith(lifecycle);
    expect((await get(app, '/livez')).json()).toEqual({ status: 'alive' });
    const readiness = await get(app, '/readyz');
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ status: 'not ready', failed: ['startup'] });
    const refused = await get(app, '/api/v1/get_categories');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toMatchObject({ error: 'service_unavailable' });

    lifecycle.databaseReady(false);
    const ready = await get(app, '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { startup: 'ok', database: 'ok', renderer: 'ok', draining: 'ok', pressure: 'ok' },
    });
    expect((await get(app, '/api/v1/get_categories')).statusCode).toBe(200);
  });

  it('say not ready until the render worker is warm, and why it is not when it cannot be', async () => {
    const lifecycle = new InstanceLifecycle('starting');
    const app = await appWith(lifecycle);
    lifecycle.databaseReady(true);
    const warming = await get(app, '/readyz');
    expect(warming.statusCode).toBe(503);
    expect(warming.json()).toMatchObject({ failed: ['renderer'], checks: { renderer: 'warming up' } });
    // Pages are served meanwhile: the first visitor waits for the worker, nobody is refused.
    expect((await get(app, '/api/v1/get_categories')).statusCode).toBe(200);
    lifecycle.rendererFailed('the home page answered 503');
    expect((await get(app, '/readyz')).json()).toMatchObject({
      checks: { renderer: 'failed: the home page answered 503' },
    });
    lifecycle.rendererWarm();
    expect((await get(app, '/readyz')).statusCode).toBe(200);
  });

  it('are never cached, and hold nothing of visitors or rollouts', async () => {
    const app = await appWith(new InstanceLifecycle());
    for (const probe of ['/livez', '/readyz']) {
      const answer = await get(app, probe);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.body).not.toMatch(/canary|stable|remote|visitor|@/i);
    }
  });

  it('fail readiness alone while the instance drains, which still serves and closes each connection', async () => {
    const lifecycle = new InstanceLifecycle();
    const app = await appWith(lifecycle);
    lifecycle.drain();
    const readiness = await get(app, '/readyz');
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ failed: ['draining'], checks: { draining: 'draining' } });
    expect((await get(app, '/livez')).statusCode).toBe(200);
    const served = await get(app, '/api/v1/get_categories');
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe('close');
  });

  it('fail liveness once the event loop lags past its bound', async () => {
    const app = await appWith(new InstanceLifecycle(), { livenessMaxEventLoopDelayMs: 100 });
    // The instance has been running a moment (the loop's delay is measured from one turn to the next).
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The loop held for a second, as a stuck synchronous task holds it: nothing answers meanwhile.
    const until = Date.now() + 1000;
    while (Date.now() < until) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    // The probe comes in from the network, after the loop has turned once.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stalled = await get(app, '/livez');
    expect(stalled.statusCode).toBe(503);
    expect(stalled.json()).toMatchObject({ status: 'stalled' });
    // Once it answers on time again, so does the probe.
    expect((await get(app, '/livez')).statusCode).toBe(200);
  });
});

describe('back-pressure', () => {
  it('refuses new requests at once past a memory bound, and says so in /readyz', async () => {
    const app = await appWith(new InstanceLifecycle(), { maxHeapBytes: 1, retryAfterSeconds: 3 });
    await expect
      .poll(async () => (await get(app, '/api/v1/get_categories')).statusCode, { timeout: 5000 })
      .toBe(503);
    const refused = await get(app, '/api/v1/get_categories');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('3');
    expect(refused.json()).toMatchObject({ error: 'service_unavailable' });
    const page = await get(app, '/equipments');
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('lang="es"');
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    // The operators' calls and the files of pages already sent are answered all the same.
    expect((await get(app, '/api/v1/ops/overview')).statusCode).not.toBe(503);
    expect((await get(app, '/main.css')).statusCode).toBe(404);
    const readiness = await get(app, '/readyz');
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ failed: ['pressure'] });
    expect((await get(app, '/livez')).statusCode).toBe(200);
    // Refused before the app's work: counted, never in the request histogram.
    const figures = await app.app.metrics.metrics();
    expect(figures).toMatch(/^http_requests_refused_total\{reason="pressure"\} [3-9]\d*$/m);
    expect(figures).not.toMatch(/http_request_duration_seconds_count\{route="\/api[^}]*status_class="5xx"/);
  });

  it('never refuses the data calls of a page it admitted', async () => {
    const { app } = await appWith(new InstanceLifecycle(), { maxHeapBytes: 1 });
    await expect.poll(() => app.isUnderPressure(), { timeout: 5000 }).toBe(true);
    // A page's in-process call, as its loaders make it (site/serve-site.ts), is the app's own work.
    expect((await app.inject({ method: 'GET', url: '/api/v1/get_categories' })).statusCode).toBe(200);
  });

  describe.skipIf(!siteIsBuilt)('with the site', () => {
    let site: ReturnType<typeof copyBuiltSite>;
    beforeAll(() => {
      site = copyBuiltSite();
    });
    afterAll(() => site?.remove());

    it('renders the pages it admitted and refuses the ones past its bound, then takes pages again', async () => {
      const app = await appWith(new InstanceLifecycle(), { maxRenders: 2 }, site.root);
      // The render worker loaded, so that the burst below is about rendering alone.
      expect((await get(app, '/')).statusCode).toBe(200);
      const burst = await Promise.all(Array.from({ length: 10 }, () => get(app, '/equipments')));
      const rendered = burst.filter((answer) => answer.statusCode === 200);
      const refused = burst.filter((answer) => answer.statusCode === 503);
      expect(rendered.length + refused.length).toBe(10);
      expect(rendered.length).toBeGreaterThanOrEqual(2);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const page of rendered) expect(page.body).toMatch(/<\/html>\s*$/);
      for (const page of refused) expect(page.headers['retry-after']).toBe('2');
      // Every one refused at the listener, none after the app's work had started.
      expect(await app.app.metrics.getSingleMetricAsString('http_requests_refused_total')).toContain(
        `http_requests_refused_total{reason="renders"} ${refused.length}`,
      );
      expect((await get(app, '/equipments')).statusCode).toBe(200);
    });

    it('gives a page’s place back when its visitor leaves before the last byte', async () => {
      const app = await appWith(new InstanceLifecycle(), { maxRenders: 1 }, site.root);
      expect((await get(app, '/')).statusCode).toBe(200);
      const leaving = new AbortController();
      // The page's head has come; the visitor goes before the rest.
      const answer = await fetch(`${app.origin}/equipments`, { signal: leaving.signal });
      expect(answer.status).toBe(200);
      leaving.abort();
      await expect.poll(async () => (await get(app, '/equipments')).statusCode).toBe(200);
    });
  });
});
