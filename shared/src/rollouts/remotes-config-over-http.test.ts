import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allStableRemotes } from '../testing/stable-remotes.ts';
import { startRemotesConfigServer } from '../testing/remotes-config-server.ts';
import { openRemotesConfigStore } from './open-remotes-config-store.ts';
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

describe('remotes.json behind a URL, changed through the store', () => {
  let server: Awaited<ReturnType<typeof startRemotesConfigServer>>;
  let store: RemotesConfigOverHttp;

  beforeEach(async () => {
    server = await startRemotesConfigServer({ token: TOKEN });
    server.documents.set('/site/remotes.json', JSON.stringify(manifest));
    store = new RemotesConfigOverHttp(`${server.origin}/site/remotes.json`, TOKEN);
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
    const refused = server.requests.filter(({ method }) => method === 'PUT');
    expect(refused.length).toBeGreaterThanOrEqual(3);
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
