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
      const origin = await startReleaseOrigin({ token: 'publish-token' });
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
    await expect(store.read('../outside.js', { maxBytes: 100 })).rejects.toThrow(/outside the store/);
    expect(store.publicUrl('mf-content/1.0.0/remoteEntry.js')).toBe(
      '/releases/mf-content/1.0.0/remoteEntry.js',
    );
    fs.rmSync(folder, { recursive: true, force: true });
  });
});
