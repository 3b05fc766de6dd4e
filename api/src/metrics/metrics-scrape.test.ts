import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { ApiInstance } from '../http/fastify-types.ts';
import { copyBuiltSite, siteIsBuilt } from '../testing/built-site-copy.ts';
import { readMetricsText } from '../testing/metrics-text.ts';
import { describeOn, openTestDatabase, XSRF } from '../testing/test-app.ts';
import { testSettings } from '../testing/test-settings.ts';
import { startMetricsListener, type MetricsListener } from './metrics-listener.ts';

/** A word no address, query or label of the site holds, so that finding it in a scrape is a leak. */
const randomWord = () => `zq${randomBytes(6).toString('hex')}`;

/** The series this app adds itself; Node's own (handles, GC kinds) come and go with the process's work. */
const OWN_METRICS = /^(http_|render_|page_cache_|search_|release_|mail_outbox_|db_pool_|rollout_guard_)/;

const EXPECTED_TYPES: Record<string, string> = {
  http_request_duration_seconds: 'histogram',
  render_duration_seconds: 'histogram',
  render_workers: 'gauge',
  render_worker_heap_used_bytes: 'gauge',
  page_cache_answers_total: 'counter',
  page_cache_bytes: 'gauge',
  release_fetches_total: 'counter',
  release_refusals_total: 'counter',
  mail_outbox_pending: 'gauge',
  mail_outbox_oldest_pending_age_seconds: 'gauge',
  search_duration_seconds: 'histogram',
  search_nothing_found_total: 'counter',
  process_cpu_seconds_total: 'counter',
  process_resident_memory_bytes: 'gauge',
  nodejs_eventloop_lag_p99_seconds: 'gauge',
  nodejs_heap_size_used_bytes: 'gauge',
};

describe.skipIf(!siteIsBuilt)('metrics of an app serving the site', () => {
  let site: ReturnType<typeof copyBuiltSite>;
  let database: DatabaseHandle;
  let app: ApiInstance;
  let listener: MetricsListener;
  let publicOrigin: string;
  const words: string[] = [];

  const scrape = async () => {
    const answer = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.text();
  };

  /** The addresses a crawler or an attacker makes up: pages, API calls, files, each with a query. */
  const sendMadeUpAddresses = async () => {
    const word = randomWord();
    words.push(word);
    for (const url of [
      `/${word}?q=${word}`,
      `/equipments/${word}/${word}?sort=${word}`,
      `/services/${word}/show`,
      `/api/v1/${word}?${word}=1`,
      `/api/v1/equipments/${word}`,
      `/${word}.js`,
      `/%zz${word}`,
      `/api/v1/%zz${word}`,
      `/remotes/mf-content/${word}/remoteEntry.js`,
    ])
      await app.inject({ method: 'GET', url });
    await app.inject({ method: 'POST', url: `/${word}`, headers: XSRF, payload: { [word]: word } });
  };

  beforeAll(async () => {
    site = copyBuiltSite();
    database = await openTestDatabase('pglite');
    app = await buildApp({ db: database.db }, testSettings({ siteRoot: site.root }));
    listener = await startMetricsListener(app.metrics, { host: '127.0.0.1', port: 0 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    publicOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    // The first page also starts the render worker, which can leave its region to the browser.
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/services/1/show' })).statusCode).toBe(200);
    const list = await app.inject({
      method: 'POST',
      url: '/api/v1/equipments/list',
      payload: {},
    });
    expect(list.statusCode).toBe(200);
    const noResult = randomWord();
    words.push(noResult);
    const search = await app.inject({
      method: 'POST',
      url: '/api/v1/equipments/list',
      payload: { query: noResult },
    });
    expect(search.json<{ pagination: { total: number } }>().pagination.total).toBe(0);
    await app.inject({ method: 'GET', url: `/api/v1/search/suggestions?query=${noResult}` });
    const contact = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: XSRF,
      payload: {
        name: 'Andre Baptiste',
        phone_number: '+1 786 555 0111',
        email: 'andre@example.com',
        message: 'Do you rent follow spots for a weekend?',
      },
    });
    expect(contact.statusCode).toBe(201);
    await sendMadeUpAddresses();
  });

  afterAll(async () => {
    await listener?.close();
    await app?.close();
    await database?.close();
    site?.remove();
  });

  it('serves every metric with its type on the metrics listener', async () => {
    const { types } = readMetricsText(await scrape());
    for (const [name, type] of Object.entries(EXPECTED_TYPES)) expect(types.get(name), name).toBe(type);
  });

  it('counts answers by route pattern, method and status class, never by the address asked for', async () => {
    const metrics = readMetricsText(await scrape());
    const routes = new Set(
      metrics.find('http_request_duration_seconds_count').map(({ labels }) => labels.route),
    );
    for (const route of [
      '/',
      '/services/:id/show',
      '/equipments/:categoryId?/:subcategoryId?',
      '/api/v1/equipments/list',
      '/api/v1/equipments/:id',
      '/api/v1/search/suggestions',
      '/api/v1/contact',
      'unmatched',
    ])
      expect(routes, route).toContain(route);
    const answered = (labels: Record<string, string>) =>
      metrics.find('http_request_duration_seconds_count', labels).reduce((sum, { value }) => sum + value, 0);
    expect(answered({ route: '/', method: 'GET', status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(answered({ route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(3);
    expect(answered({ route: '/api/v1/contact', method: 'POST', status_class: '2xx' })).toBe(1);
    for (const { labels } of metrics.find('http_request_duration_seconds_count')) {
      expect(labels.status_class).toMatch(/^[1-5]xx$/);
      expect(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'OTHER']).toContain(labels.method);
    }
  });

  it('counts renders by generation and outcome, and the render workers with their heaps', async () => {
    const metrics = readMetricsText(await scrape());
    const renders = metrics.find('render_duration_seconds_count', { outcome: 'rendered' });
    expect(renders.length).toBe(1);
    expect(renders[0]!.labels.generation).toMatch(/^[0-9a-f]{8}$/);
    expect(renders[0]!.value).toBeGreaterThanOrEqual(1);
    for (const { labels } of metrics.find('render_duration_seconds_count'))
      expect(['rendered', 'fell_back', 'timed_out', 'failed']).toContain(labels.outcome);
    expect(metrics.find('render_workers', { state: 'live' })[0]?.value).toBe(1);
    expect(metrics.find('render_workers', { state: 'retiring' })[0]?.value).toBe(0);
    const [heap] = metrics.find('render_worker_heap_used_bytes', { state: 'live' });
    expect(heap?.labels.generation).toBe(renders[0]!.labels.generation);
    expect(heap?.value).toBeGreaterThan(1_000_000);
  });

  it('counts a page whose remote failed on the server as fell_back', async () => {
    const generationsBefore = new Set(
      readMetricsText(await scrape())
        .find('render_duration_seconds_count')
        .map(({ labels }) => labels.generation),
    );
    const remotes = site.remotes();
    const version = '9.0.0-throws';
    const entry = site.deployCopy('mf-content', '1.0.0', version, 'throw new Error("broken on purpose")');
    site.writeRemotes(JSON.stringify({ ...remotes, mf_content: { stable: { version, entry } } }));
    expect((await app.inject({ method: 'GET', url: '/about-us' })).statusCode).toBe(200);
    site.writeRemotes(JSON.stringify(remotes));
    const metrics = readMetricsText(await scrape());
    const broken = metrics
      .find('render_duration_seconds_count')
      .filter(({ labels }) => !generationsBefore.has(labels.generation));
    expect(broken.map(({ labels, value }) => [labels.outcome, value])).toEqual([['fell_back', 1]]);
  });

  it('counts searches, their time and those that found nothing, and the e-mails waiting', async () => {
    const metrics = readMetricsText(await scrape());
    expect(metrics.find('search_duration_seconds_count', { kind: 'list' })[0]?.value).toBe(1);
    expect(metrics.find('search_duration_seconds_count', { kind: 'suggestions' })[0]?.value).toBe(1);
    expect(metrics.find('search_nothing_found_total')[0]?.value).toBe(1);
    // The contact message's e-mail: no sender runs in this test.
    expect(metrics.find('mail_outbox_pending')[0]?.value).toBeGreaterThanOrEqual(1);
    expect(metrics.find('mail_outbox_oldest_pending_age_seconds')[0]?.value).toBeGreaterThanOrEqual(0);
  });

  it('never puts an address, a query or a search in a label, and adds no series for new addresses', async () => {
    const before = readMetricsText(await scrape());
    const series = (metrics: typeof before) =>
      new Set(
        metrics.samples
          .filter(({ name }) => OWN_METRICS.test(name))
          .map(({ name, labels }) => `${name}${JSON.stringify(labels)}`),
      );
    for (let round = 0; round < 50; round++) await sendMadeUpAddresses();
    const text = await scrape();
    for (const word of words) expect(text).not.toContain(word);
    expect([...series(readMetricsText(text))].sort()).toEqual([...series(before)].sort());
  });

  it('is never served on the public listener', async () => {
    for (const url of ['/metrics', '/metrics?format=prometheus', '/api/v1/metrics']) {
      const answer = await fetch(`${publicOrigin}${url}`);
      expect(answer.status, url).toBe(404);
      expect(await answer.text()).not.toContain('# TYPE');
    }
  });

  it('answers nothing but GET /metrics on the metrics listener', async () => {
    const origin = `http://127.0.0.1:${listener.port}`;
    expect((await fetch(`${origin}/`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics/x`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics`, { method: 'POST' })).status).toBe(404);
    const head = await fetch(`${origin}/metrics`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});

describeOn('postgres')('metrics of an app on PostgreSQL', () => {
  let database: DatabaseHandle;
  let app: ApiInstance;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    app = await buildApp({ db: database.db, pool: database.pool }, testSettings());
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('shows the pool’s connections in use and idle, and the queries waiting for one', async () => {
    await app.inject({ method: 'GET', url: '/api/v1/get_categories' });
    const metrics = readMetricsText(await app.metrics.metrics());
    expect(metrics.types.get('db_pool_connections')).toBe('gauge');
    expect(metrics.find('db_pool_connections', { state: 'idle' })[0]?.value).toBeGreaterThanOrEqual(1);
    expect(metrics.find('db_pool_connections', { state: 'in_use' })[0]?.value).toBeGreaterThanOrEqual(0);
    expect(metrics.find('db_pool_waiting_requests')[0]?.value).toBe(0);
  });
});
