// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReleaseOrigin } from '../../testing/release-origin.ts';
import { openReleaseStore } from './open-release-store.ts';

const OUTSIDE_KEYS = [
  '../secrets/token',
  'mf-catalogue/../../admin',
  'mf-catalogue/%2e%2e/x',
  'mf-catalogue/%2Fadmin',
  '/etc/passwd',
  'https://evil.example/x',
  'mf-catalogue//x',
  'mf-catalogue/./x',
  'mf-catalogue\\..\\x',
  '',
];

describe('keys a release store takes (docs/decisions/024)', () => {
  let origin: Awaited<ReturnType<typeof startReleaseOrigin>>;
  let folder: string;
  beforeAll(async () => {
    origin = await startReleaseOrigin({ token: 'store-token' });
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'store-keys-'));
  });
  afterAll(async () => {
    await origin.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it.each(OUTSIDE_KEYS)(
    'refuses %j in every kind of store, before any request or file access',
    async (key) => {
      const stores = [
        openReleaseStore(`${origin.url}/store/`, { httpToken: 'store-token' }),
        openReleaseStore(folder),
        openReleaseStore('s3://bucket/prefix', { s3Endpoint: 'http://127.0.0.1:9', s3Region: 'us-east-1' }),
      ];
      for (const store of stores) {
        await expect(store.read(key, { maxBytes: 100 })).rejects.toThrow(/is not a key inside the store/);
        await expect(store.writeNew(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
          /is not a key inside the store/,
        );
        expect(() => store.publicUrl(key)).toThrow(/is not a key inside the store/);
      }
      // The bearer token never went anywhere.
      expect(origin.requests).toEqual([]);
    },
  );
});
