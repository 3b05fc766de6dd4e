// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReleaseOrigin } from '../../testing/release-origin.ts';
import { startS3ReleaseBucket } from '../../testing/s3-release-bucket.ts';
import { openReleaseStore } from './open-release-store.ts';
import { ReleaseStoreError, type ReleaseStore } from './release-store.ts';

type Started = { store: ReleaseStore; close(): Promise<void> };

const kinds: [string, () => Promise<Started>][] = [
  [
    'a folder',
    async () => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'release-folder-'));
      return {
        store: openReleaseStore(folder),
        close: async () => fs.rmSync(folder, { recursive: true, force: true }),
      };
    },
  ],
  [
    'an HTTP origin that accepts PUT',
    async () => {
      const origin = await startReleaseOrigin({ token: 'publish-token', folders: ['/store/'] });
      return {
        store: openReleaseStore(`${origin.url}/store/`, { httpToken: 'publish-token' }),
        close: origin.close,
      };
    },
  ],
  [
    'an S3-compatible bucket',
    async () => {
      const bucket = await startS3ReleaseBucket();
      return {
        store: openReleaseStore(`s3://${bucket.bucket}/team-releases`, {
          s3Endpoint: bucket.endpoint,
          s3Credentials: bucket.credentials,
        }),
        close: bucket.close,
      };
    },
  ],
];

describe.each(kinds)('a release store in %s', (_kind, start) => {
  let started: Started;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started.close());

  it('gives back what was written, and nothing for a key never written', async () => {
    const { store } = started;
    expect(
      await store.writeNew('mf-catalogue/1.2.0/remoteEntry.js', Buffer.from('entry();'), 'text/javascript'),
    ).toBe('written');
    expect((await store.read('mf-catalogue/1.2.0/remoteEntry.js', { maxBytes: 100 }))?.toString()).toBe(
      'entry();',
    );
    expect(await store.read('mf-catalogue/9.9.9/remoteEntry.js', { maxBytes: 100 })).toBeUndefined();
  });

  it('never overwrites: a second write of a key is refused and the first bytes stay', async () => {
    const { store } = started;
    await store.writeNew('mf-content/2.0.0/release.json', Buffer.from('first'), 'application/json');
    expect(
      await store.writeNew('mf-content/2.0.0/release.json', Buffer.from('second'), 'application/json'),
    ).toBe('exists');
    expect((await store.read('mf-content/2.0.0/release.json', { maxBytes: 100 }))?.toString()).toBe('first');
  });

  it('refuses to read a file larger than the limit', async () => {
    const { store } = started;
    await store.writeNew('mf-content/2.1.0/big.js', Buffer.alloc(2048, 'x'), 'text/javascript');
    await expect(store.read('mf-content/2.1.0/big.js', { maxBytes: 1024 })).rejects.toThrow(
      ReleaseStoreError,
    );
  });

  it('lists the versions of a remote that have a release.json', async () => {
    const { store } = started;
    await store.writeNew('mf-cart-quote/1.0.0/release.json', Buffer.from('{}'), 'application/json');
    await store.writeNew('mf-cart-quote/1.1.0/release.json', Buffer.from('{}'), 'application/json');
    await store.writeNew(
      'mf-cart-quote/1.2.0/remoteEntry.js',
      Buffer.from('half published'),
      'text/javascript',
    );
    expect((await store.versions('mf-cart-quote')).sort()).toEqual(['1.0.0', '1.1.0']);
    expect(await store.versions('mf-unknown')).toEqual([]);
  });
});

describe('an HTTP store', () => {
  const mkcols = (origin: Awaited<ReturnType<typeof startReleaseOrigin>>) =>
    origin.requests.filter(({ method }) => method === 'MKCOL').map(({ path, status }) => [path, status]);

  it('makes the folders a file needs inside the store, as a WebDAV server refuses a PUT into a missing one', async () => {
    const origin = await startReleaseOrigin({ token: 'publish-token', folders: ['/dav/releases/'] });
    const store = openReleaseStore(`${origin.url}/dav/releases/`, { httpToken: 'publish-token' });
    expect(
      await store.writeNew('mf-catalogue/1.2.0/ssr/server-entry.cjs', Buffer.from('ssr'), 'text/javascript'),
    ).toBe('written');
    expect(mkcols(origin)).toEqual([
      ['/dav/releases/mf-catalogue/1.2.0/ssr/', 409],
      ['/dav/releases/mf-catalogue/1.2.0/', 409],
      ['/dav/releases/mf-catalogue/', 201],
      ['/dav/releases/mf-catalogue/1.2.0/', 201],
      ['/dav/releases/mf-catalogue/1.2.0/ssr/', 201],
    ]);
    expect(
      await store.writeNew('mf-catalogue/1.2.0/remoteEntry.js', Buffer.from('entry();'), 'text/javascript'),
    ).toBe('written');
    expect(mkcols(origin)).toHaveLength(5);
    expect(
      await store.writeNew(
        'mf-catalogue/1.2.0/ssr/server-entry.cjs',
        Buffer.from('other'),
        'text/javascript',
      ),
    ).toBe('exists');
    expect(origin.files.get('/dav/releases/mf-catalogue/1.2.0/ssr/server-entry.cjs')?.toString()).toBe('ssr');
    expect(await store.versions('mf-catalogue')).toEqual([]);
    await store.writeNew('mf-catalogue/1.2.0/release.json', Buffer.from('{}'), 'application/json');
    expect(await store.versions('mf-catalogue')).toEqual(['1.2.0']);
    await origin.close();
  });

  it('takes a folder another publisher made meanwhile as made', async () => {
    const origin = await startReleaseOrigin({ folders: ['/mf-content/'] });
    const store = openReleaseStore(origin.url);
    origin.onMkcol((folder) => origin.folders.add(folder));
    expect(
      await store.writeNew('mf-content/3.0.0/remoteEntry.js', Buffer.from('entry();'), 'text/javascript'),
    ).toBe('written');
    expect(mkcols(origin)).toEqual([['/mf-content/3.0.0/', 405]]);
    origin.onMkcol(undefined);
    const written = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) =>
        store.writeNew(`mf-content/3.1.0/chunks/${name}.js`, Buffer.from(name), 'text/javascript'),
      ),
    );
    expect(written).toEqual(['written', 'written', 'written', 'written']);
    expect([...origin.files.keys()].filter((file) => file.startsWith('/mf-content/3.1.0/'))).toHaveLength(4);
    await origin.close();
  });

  it('never makes a folder at or above its own location, and says so when its folder is missing', async () => {
    const origin = await startReleaseOrigin();
    const store = openReleaseStore(`${origin.url}/team/releases/`);
    await expect(
      store.writeNew('mf-content/1.0.0/remoteEntry.js', Buffer.from('entry();'), 'text/javascript'),
    ).rejects.toThrow(`the store's folder ${origin.url}/team/releases/ does not exist`);
    expect(mkcols(origin).map(([path]) => path)).toEqual([
      '/team/releases/mf-content/1.0.0/',
      '/team/releases/mf-content/',
    ]);
    expect(origin.files.size).toBe(0);
    await expect(store.writeNew('../outside.js', Buffer.from('x'), 'text/javascript')).rejects.toThrow(
      /outside the store|not a key inside the store/,
    );
    await expect(
      store.writeNew('mf-content/%2e%2e/%2e%2e/%2e%2e/x.js', Buffer.from('x'), 'text/javascript'),
    ).rejects.toThrow(/outside the store|not a key inside the store/);
    expect(origin.requests.filter(({ path }) => !path.startsWith('/team/releases/'))).toEqual([]);
    await origin.close();
  });

  it('says which folder it could not make', async () => {
    const origin = await startReleaseOrigin({ token: 'publish-token' });
    const store = openReleaseStore(origin.url, { httpToken: 'publish-token' });
    // The version's folder is answered 409 (its parent is missing); the origin fails from then on.
    origin.onMkcol(() => origin.setFault('down'));
    await expect(
      store.writeNew('mf-content/1.0.0/remoteEntry.js', Buffer.from('entry();'), 'text/javascript'),
    ).rejects.toThrow(`MKCOL ${origin.url}/mf-content/ answered 503`);
    await origin.close();
  });

  it('does not overwrite on an origin that ignores If-None-Match', async () => {
    const origin = await startReleaseOrigin({ honoursIfNoneMatch: false });
    const store = openReleaseStore(origin.url);
    await store.writeNew('mf-content/1.0.0/release.json', Buffer.from('first'), 'application/json');
    expect(
      await store.writeNew('mf-content/1.0.0/release.json', Buffer.from('second'), 'application/json'),
    ).toBe('exists');
    expect(origin.files.get('/mf-content/1.0.0/release.json')?.toString()).toBe('first');
    await origin.close();
  });

  it('says which address failed when the origin is down or cuts a file short', async () => {
    const origin = await startReleaseOrigin();
    const store = openReleaseStore(origin.url);
    await store.writeNew('mf-content/1.0.0/remoteEntry.js', Buffer.from('entry();'), 'text/javascript');
    origin.setFault('down');
    await expect(store.read('mf-content/1.0.0/remoteEntry.js', { maxBytes: 100 })).rejects.toThrow(
      /remoteEntry\.js answered 503/,
    );
    await origin.close();
  });
});

describe('a folder store', () => {
  it('keeps every key inside its folder', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'release-folder-'));
    const store = openReleaseStore(folder);
    await expect(store.read('../outside.js', { maxBytes: 100 })).rejects.toThrow(
      /outside the store|not a key inside the store/,
    );
    expect(store.publicUrl('mf-content/1.0.0/remoteEntry.js')).toBe(
      '/releases/mf-content/1.0.0/remoteEntry.js',
    );
    fs.rmSync(folder, { recursive: true, force: true });
  });
});
