// @vitest-environment node
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { remoteNamed } from '../federation/remote-modules.ts';
import { sha384Of } from './release-digest.ts';
import { ReleaseRefused, signRelease } from './release-envelope.ts';
import type { ReleaseManifest } from './release-manifest.ts';
import { FolderReleaseStore } from './stores/folder-release-store.ts';
import type { ReleaseStore } from './stores/release-store.ts';
import { parseTrustedReleaseKeys } from './trusted-release-keys.ts';
import { readVerifiedFile, readVerifiedRelease } from './verified-release.ts';

const catalogueKey = generateKeyPairSync('ed25519');
const contentKey = generateKeyPairSync('ed25519');
const pem = (key: typeof catalogueKey) => key.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const trustedKeys = parseTrustedReleaseKeys(
  JSON.stringify({ catalogue: [pem(catalogueKey)], 'mf-content': pem(contentKey) }),
  'test keys',
);
const catalogue = remoteNamed('mf_catalogue');
const entry = Buffer.from('globalThis.loaded = true;');

const manifest = (version = '2.0.0'): ReleaseManifest => ({
  format: 1,
  remote: 'mf_catalogue',
  version,
  publishedAt: '2026-11-27T05:00:00.000Z',
  sharedVersions: { react: '19.3.1' },
  files: { 'ssr/server-entry.cjs': { size: entry.length, sha384: sha384Of(entry) } },
});

describe('a release read from its store', () => {
  let folder: string;
  let store: ReleaseStore;
  const publish = async (text: string, version = '2.0.0') => {
    await store.writeNew(`mf-catalogue/${version}/release.json`, Buffer.from(text), 'application/json');
    await store.writeNew(`mf-catalogue/${version}/ssr/server-entry.cjs`, entry, 'text/javascript');
    return sha384Of(text);
  };
  const read = (pinnedDigest?: string, version = '2.0.0') =>
    readVerifiedRelease(store, { remote: catalogue, version, pinnedDigest, trustedKeys });

  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    store = new FolderReleaseStore(folder, '/releases/');
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('is accepted when the remote’s own key signed it, with its pinned digest, and so are its files', async () => {
    const text = signRelease(manifest(), catalogueKey.privateKey, catalogueKey.publicKey);
    const digest = await publish(text);
    const release = await read(digest);
    expect(release).toEqual({ manifest: manifest(), digest, bytes: Buffer.from(text) });
    expect(await readVerifiedFile(store, release.manifest, catalogue, 'ssr/server-entry.cjs')).toEqual(entry);
  });

  it('is refused when signed with another remote’s key', async () => {
    await publish(signRelease(manifest(), contentKey.privateKey, contentKey.publicKey));
    await expect(read()).rejects.toThrow(/not signed by a key trusted for mf_catalogue/);
  });

  it('is refused when its signed bytes were changed', async () => {
    const envelope = JSON.parse(signRelease(manifest(), catalogueKey.privateKey, catalogueKey.publicKey));
    const changed = {
      ...manifest(),
      files: { 'ssr/server-entry.cjs': { size: 3, sha384: sha384Of('bad') } },
    };
    envelope.payload = Buffer.from(JSON.stringify(changed)).toString('base64');
    await publish(JSON.stringify(envelope));
    await expect(read()).rejects.toThrow(ReleaseRefused);
  });

  it('is refused when it is not the release.json the rollout pinned', async () => {
    await publish(signRelease(manifest(), catalogueKey.privateKey, catalogueKey.publicKey));
    await expect(read(sha384Of('another release'))).rejects.toThrow(/not the one the rollout pinned/);
  });

  it('is refused when it is signed for another version than the one asked for', async () => {
    await publish(signRelease(manifest('1.9.0'), catalogueKey.privateKey, catalogueKey.publicKey), '2.0.0');
    await expect(read()).rejects.toThrow(/signed for mf_catalogue@1.9.0/);
  });

  it('is refused when no key is trusted for its remote', async () => {
    await publish(signRelease(manifest(), catalogueKey.privateKey, catalogueKey.publicKey));
    await expect(
      readVerifiedRelease(store, { remote: catalogue, version: '2.0.0', trustedKeys: new Map() }),
    ).rejects.toThrow(/no release key is trusted for mf_catalogue/);
  });

  it('refuses a file whose bytes are not the ones listed', async () => {
    const release = manifest();
    await publish(signRelease(release, catalogueKey.privateKey, catalogueKey.publicKey));
    const file = path.join(folder, 'mf-catalogue/2.0.0/ssr/server-entry.cjs');
    const bytes = fs.readFileSync(file);
    bytes[0] = bytes[0]! ^ 1;
    fs.writeFileSync(file, bytes);
    await expect(readVerifiedFile(store, release, catalogue, 'ssr/server-entry.cjs')).rejects.toThrow(
      /is not the file its release lists/,
    );
  });
});

describe('a name looked up in a verified release', () => {
  it('is one of its own files, never a name every object answers to', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    const store: ReleaseStore = new FolderReleaseStore(folder, '/releases/');
    for (const name of ['constructor', '__proto__', 'toString']) {
      await store.writeNew(`mf-catalogue/2.0.0/${name}`, entry, 'text/javascript');
      await expect(readVerifiedFile(store, manifest(), catalogue, name)).rejects.toThrow(
        new ReleaseRefused(`mf-catalogue@2.0.0 does not list ${name}`),
      );
    }
    fs.rmSync(folder, { recursive: true, force: true });
  });
});

describe('trusted release keys', () => {
  it('names what is wrong in the setting', () => {
    expect(() => parseTrustedReleaseKeys('{"shop": []}', 'RELEASE_TRUSTED_KEYS')).toThrow(
      /unknown remote "shop"/,
    );
    expect(() => parseTrustedReleaseKeys('{"catalogue": ["nope"]}', 'RELEASE_TRUSTED_KEYS')).toThrow(
      /not a PEM public key/,
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    expect(() => parseTrustedReleaseKeys(JSON.stringify({ catalogue: rsa }), 'RELEASE_TRUSTED_KEYS')).toThrow(
      /not an Ed25519 key/,
    );
  });
});
