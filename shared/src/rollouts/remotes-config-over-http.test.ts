import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allStableRemotes } from '../testing/stable-remotes.ts';
import { startRemotesConfigServer } from '../testing/remotes-config-server.ts';
import { openRemotesConfigStore } from './open-remotes-config-store.ts';
import { CONDITIONAL_WRITE_ATTEMPTS } from './conflict-backoff.ts';
import { RemotesConfigOverHttp } from './remotes-config-over-http.ts';
import { RolloutRefused, setPercent, startCanary } from './rollout-plan.ts';
import type { RolloutChange } from './remotes-config-store.ts';

const TOKEN = 'config-token-for-tests';
const manifest = allStableRemotes();
const canary = { version: '1.1.0', entry: '/remotes/mf-content/1.1.0/mf-manifest.json' };
const now = new Date('2026-11-20T10:00:00Z');

const start: RolloutChange = {
  remote: 'mf_content',
  action: 'start',
  by: 'operator',
  apply: (channels) => startCanary(channels, { build: canary, ramp: false, percent: 10, now }),
};
const percent = (value: number): RolloutChange => ({
  remote: 'mf_content',
  action: 'percent',
  by: 'operator',
  apply: (channels) => setPercent(channels, value, now),
});

const refusedPuts = (server: Awaited<ReturnType<typeof startRemotesConfigServer>>, path: string) =>
  server.requests.filter(
    (request) => request.method === 'PUT' && request.path === path && request.status === 412,
  );

describe('remotes.json behind a URL, changed through the store', () => {
  let server: Awaited<ReturnType<typeof startRemotesConfigServer>>;
  let store: RemotesConfigOverHttp;
  /** The pauses the store took between attempts, taken at once. */
  let pauses: number[];

  beforeEach(async () => {
    server = await startRemotesConfigServer({ token: TOKEN });
    server.documents.set('/site/remotes.json', JSON.stringify(manifest));
    pauses = [];
    store = new RemotesConfigOverHttp(`${server.origin}/site/remotes.json`, TOKEN, {
      pause: async (ms) => {
        pauses.push(ms);
      },
    });
  });
  afterEach(async () => {
    await server.close();
  });

  it('is what a URL opens, and keeps its history beside it', () => {
    const opened = openRemotesConfigStore(`${server.origin}/site/remotes.json`);
    expect(opened).toBeInstanceOf(RemotesConfigOverHttp);
    expect(opened.historyLocation).toBe(`${server.origin}/site/remotes.history.jsonl`);
  });

  it('puts the whole changed document on condition of what it read, and appends the history', async () => {
    const entry = await store.change(start, now);
    const written = JSON.parse(server.documents.get('/site/remotes.json')!);
    expect(written.mf_content.canary).toMatchObject({ version: '1.1.0', percent: 10 });
    expect(written.mf_catalogue).toEqual(manifest.mf_catalogue);
    expect((await store.read()).mf_content).toEqual(written.mf_content);
    expect(await store.history()).toEqual([entry]);
    expect(entry).toMatchObject({ remote: 'mf_content', action: 'start', by: 'operator' });
    await store.change(percent(30), now);
    expect((await store.history()).map(({ action }) => action)).toEqual(['start', 'percent']);
  });

  it('makes a change again on the newer document when another writer changed it meanwhile', async () => {
    await store.change(start, now);
    let raced = false;
    server.onPut((path) => {
      if (raced || path !== '/site/remotes.json') return;
      raced = true;
      const theirs = JSON.parse(server.documents.get(path)!);
      theirs.mf_catalogue.stable = {
        version: '1.0.1',
        entry: '/remotes/mf-catalogue/1.0.1/mf-manifest.json',
      };
      server.documents.set(path, JSON.stringify(theirs));
    });
    await store.change(percent(50), now);
    const written = JSON.parse(server.documents.get('/site/remotes.json')!);
    expect(written.mf_catalogue.stable.version).toBe('1.0.1');
    expect(written.mf_content.canary.percent).toBe(50);
    expect(refusedPuts(server, '/site/remotes.json')).toHaveLength(1);
    expect(pauses).toHaveLength(1);
  });

  it('pauses longer after each refusal and, refused every time, says so and writes nothing', async () => {
    let theirs = 0;
    server.onPut((path) => {
      if (path !== '/site/remotes.json') return;
      const document = JSON.parse(server.documents.get(path)!);
      document.mf_catalogue.stable.version = `1.0.${++theirs}`;
      server.documents.set(path, JSON.stringify(document));
    });
    await expect(store.change(start, now)).rejects.toThrow(
      `refused the change: it answered 412 to each of ${CONDITIONAL_WRITE_ATTEMPTS} attempts`,
    );
    expect(refusedPuts(server, '/site/remotes.json')).toHaveLength(CONDITIONAL_WRITE_ATTEMPTS);
    expect(pauses).toHaveLength(CONDITIONAL_WRITE_ATTEMPTS - 1);
    expect(pauses.at(-1)!).toBeGreaterThan(pauses[0]! * 4);
    expect(JSON.parse(server.documents.get('/site/remotes.json')!).mf_content).toEqual(manifest.mf_content);
    expect(server.documents.get('/site/remotes.history.jsonl')).toBeUndefined();
  });

  it('says the history refused the entry, and why, when it is refused every time', async () => {
    server.onPut((path) => {
      if (path === '/site/remotes.history.jsonl')
        server.documents.set(path, `${server.documents.get(path) ?? ''}{"another":"line"}\n`);
    });
    await expect(store.change(start, now)).rejects.toThrow(
      /was changed, but its history .*remotes\.history\.jsonl refused the entry: it answered 412 to each of 8 attempts/,
    );
    expect(pauses).toHaveLength(CONDITIONAL_WRITE_ATTEMPTS - 1);
  });

  it('loses no change when several are made at once', async () => {
    await store.change(start, now);
    await Promise.all([20, 30, 40].map((value) => store.change(percent(value), now)));
    const history = await store.history();
    expect(history).toHaveLength(4);
    expect(JSON.parse(server.documents.get('/site/remotes.json')!).mf_content).toEqual(history.at(-1)!.after);
  });

  it('writes nothing for a change that breaks the schema, and refuses what it cannot read or may not write', async () => {
    const before = server.documents.get('/site/remotes.json');
    await expect(
      store.change({
        ...start,
        apply: (channels) => ({ ...channels, stable: { version: '2', entry: 'javascript:alert(1)' } }),
      }),
    ).rejects.toThrow(/schema/);
    expect(server.documents.get('/site/remotes.json')).toBe(before);
    expect(await store.history()).toEqual([]);

    const withoutToken = new RemotesConfigOverHttp(`${server.origin}/site/remotes.json`);
    await expect(withoutToken.change(start, now)).rejects.toThrow(/answered 401/);
    await expect(
      new RemotesConfigOverHttp(`${server.origin}/elsewhere/remotes.json`, TOKEN).read(),
    ).rejects.toThrow(RolloutRefused);
    server.documents.set('/site/remotes.json', '{"mf_content": {}}');
    await expect(store.read()).rejects.toThrow(/does not match its schema/);
    expect(server.documents.get('/site/remotes.history.jsonl')).toBeUndefined();
  });
});

describe('remotes.json on a server that gives weak ETags for a second after each change, as Apache does', () => {
  const location = (server: Awaited<ReturnType<typeof startRemotesConfigServer>>) =>
    `${server.origin}/site/remotes.json`;

  const startedOn = async (clock: { now: number }) => {
    const server = await startRemotesConfigServer({ weakEtagsAfterChange: true, now: () => clock.now });
    server.documents.set('/site/remotes.json', JSON.stringify(manifest));
    const store = new RemotesConfigOverHttp(location(server), undefined, {
      pause: async (ms) => {
        clock.now += ms;
      },
    });
    return { server, store };
  };

  it('lands a second change made within that second, after pausing until the ETag is strong', async () => {
    const { server, store } = await startedOn({ now: Date.parse('2026-11-20T10:00:00Z') });
    await store.change(start, now);
    await store.change(percent(30), now);
    expect(JSON.parse(server.documents.get('/site/remotes.json')!).mf_content.canary.percent).toBe(30);
    expect((await store.history()).map(({ action }) => action)).toEqual(['start', 'percent']);
    expect(refusedPuts(server, '/site/remotes.json').length).toBeGreaterThan(0);
    await server.close();
  });

  it('appends to a history changed within that second, after pausing the same way', async () => {
    const clock = { now: Date.parse('2026-11-20T10:00:00Z') };
    const { server, store } = await startedOn(clock);
    const earlier = { ...(await store.change(start, now)), at: '2026-11-20T09:00:00.000Z' };
    // remotes.json's ETag is strong again; the history is rewritten now, so only its ETag is weak.
    clock.now += 2_000;
    const historyUrl = `${server.origin}/site/remotes.history.jsonl`;
    const rewritten = await fetch(historyUrl, { method: 'PUT', body: `${JSON.stringify(earlier)}\n` });
    expect(rewritten.status).toBe(204);
    await store.change(percent(30), now);
    expect((await store.history()).map(({ action, at }) => [action, at])).toEqual([
      ['start', earlier.at],
      ['percent', now.toISOString()],
    ]);
    expect(refusedPuts(server, '/site/remotes.history.jsonl').length).toBeGreaterThan(0);
    await server.close();
  });

  it('lands two changes made one right after the other through the store the rollout command opens, in real time', async () => {
    const server = await startRemotesConfigServer({ token: TOKEN, weakEtagsAfterChange: true });
    server.documents.set('/site/remotes.json', JSON.stringify(manifest));
    const store = openRemotesConfigStore(location(server), TOKEN);
    await store.change(start, now);
    await store.change(percent(30), now);
    const written = JSON.parse(server.documents.get('/site/remotes.json')!);
    expect(written.mf_content.canary).toMatchObject({ version: '1.1.0', percent: 30 });
    const history = await store.history();
    expect(history.map(({ action }) => action)).toEqual(['start', 'percent']);
    expect(history.at(-1)!.after).toEqual(written.mf_content);
    expect(refusedPuts(server, '/site/remotes.json').length).toBeGreaterThan(0);
    await server.close();
  });
});
