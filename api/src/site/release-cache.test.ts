import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RemoteBuild } from '@rental/shared/federation/remotes-manifest.ts';
import { sha384Of } from '@rental/shared/releases/release-digest.ts';
import { signRelease } from '@rental/shared/releases/release-envelope.ts';
import type { ReleaseManifest } from '@rental/shared/releases/release-manifest.ts';
import { openReleaseStore } from '@rental/shared/releases/stores/open-release-store.ts';
import { parseTrustedReleaseKeys } from '@rental/shared/releases/trusted-release-keys.ts';
import { startReleaseOrigin } from '@rental/shared/testing/release-origin.ts';
import { ReleaseCache } from './release-cache.ts';

const catalogueKey = generateKeyPairSync('ed25519');
const contentKey = generateKeyPairSync('ed25519');
const pem = (key: typeof catalogueKey) => key.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const trustedKeys = parseTrustedReleaseKeys(
  JSON.stringify({ catalogue: pem(catalogueKey), content: pem(contentKey) }),
  'test',
);
const FILES: Record<string, string> = {
  'mf-manifest.json': '{"exposes":[]}',
  'ssr/server-entry.cjs': 'module.exports = {};',
  'ssr/chunk.cjs': 'module.exports = 1;',
  'remoteEntry.js': 'browser();',
};

describe('the release cache', () => {
  let origin: Awaited<ReturnType<typeof startReleaseOrigin>>;
  let dir: string;
  let problems: { reason: string; refused: boolean }[];
  let attempts: [string, string][];

  /** Publishes catalogue@version on the origin, signed with `key`; gives the entry a rollout would pin. */
  const publish = (version: string, key = catalogueKey): RemoteBuild => {
    const manifest: ReleaseManifest = {
      format: 1,
      remote: 'mf_catalogue',
      version,
      publishedAt: new Date().toISOString(),
      sharedVersions: {},
      files: Object.fromEntries(
        Object.entries(FILES).map(([file, text]) => [
          file,
          { size: Buffer.byteLength(text), sha384: sha384Of(text) },
        ]),
      ),
    };
    for (const [file, text] of Object.entries(FILES))
      origin.files.set(`/mf-catalogue/${version}/${file}`, Buffer.from(text));
    const release = signRelease(manifest, key.privateKey, key.publicKey);
    origin.files.set(`/mf-catalogue/${version}/release.json`, Buffer.from(release));
    return {
      version,
      entry: `${origin.url}/mf-catalogue/${version}/mf-manifest.json`,
      release: { store: `${origin.url}/`, digest: sha384Of(release) },
    };
  };
  const cache = (stores = [`${origin.url}/`], fetchTimeoutMs?: number) =>
    new ReleaseCache({
      dir,
      stores: new Map(stores.map((store) => [store, openReleaseStore(store)])),
      trustedKeys,
      keepPerRemote: 2,
      fetchTimeoutMs,
      onProblem: (problem) => problems.push(problem),
      onFetched: (remote, result) => attempts.push([remote, result]),
    });
  const fetchedFiles = () => origin.requests.filter((request) => request.method === 'GET').length;

  beforeEach(async () => {
    origin = await startReleaseOrigin();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-cache-'));
    problems = [];
    attempts = [];
  });
  afterEach(async () => {
    await origin.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('fetches a pinned release once, however many pages ask meanwhile, and offers only its server files', async () => {
    const build = publish('2.0.0');
    const releases = cache();
    expect(releases.status('mf_catalogue', build)).toEqual({ state: 'pending' });
    expect(releases.status('mf_catalogue', build)).toEqual({ state: 'pending' });
    const ready = await releases.settled('mf_catalogue', build);
    expect(ready.state).toBe('ready');
    const folder = releases.readyRelease('mf_catalogue', build.entry)!.folder;
    expect(fs.readFileSync(path.join(folder, 'ssr', 'server-entry.cjs'), 'utf8')).toBe(
      FILES['ssr/server-entry.cjs'],
    );
    expect(fs.existsSync(path.join(folder, 'remoteEntry.js'))).toBe(false);
    // release.json and the three server files, once each.
    expect(fetchedFiles()).toBe(4);
    expect(releases.status('mf_catalogue', build).state).toBe('ready');
    expect(fetchedFiles()).toBe(4);
  });

  it('keeps verified releases across a restart, checks them again before offering them, and fetches again what changed on disk', async () => {
    const build = publish('2.0.0');
    await cache().settled('mf_catalogue', build);
    const before = fetchedFiles();
    expect((await cache().settled('mf_catalogue', build)).state).toBe('ready');
    expect(fetchedFiles()).toBe(before);

    const folder = path.join(dir, 'mf-catalogue', fs.readdirSync(path.join(dir, 'mf-catalogue'))[0]!);
    const chunk = path.join(folder, 'ssr', 'chunk.cjs');
    const verified = fs.readFileSync(chunk, 'utf8');
    fs.appendFileSync(chunk, '// changed');
    const again = cache();
    expect((await again.settled('mf_catalogue', build)).state).toBe('ready');
    expect(fs.readFileSync(chunk, 'utf8')).toBe(verified);
    expect(fetchedFiles()).toBe(before + 4);
    expect(problems).toEqual([]);
  });

  it('refuses a release whose stored file was changed, signed by another remote’s key, or pinned otherwise', async () => {
    const changed = publish('2.0.0');
    origin.files.set('/mf-catalogue/2.0.0/ssr/chunk.cjs', Buffer.from('module.exports = 2;'));
    const signedByContent = publish('2.1.0', contentKey);
    const pinnedOtherwise = {
      ...publish('2.2.0'),
      release: { ...changed.release!, store: `${origin.url}/` },
    };
    const releases = cache();
    for (const build of [changed, signedByContent, pinnedOtherwise])
      expect((await releases.settled('mf_catalogue', build)).state).toBe('refused');
    expect(problems.map(({ reason, refused }) => [reason, refused])).toEqual([
      [
        expect.stringMatching(/ssr\/chunk\.cjs of mf-catalogue@2\.0\.0 is not the file its release lists/),
        true,
      ],
      [expect.stringMatching(/not signed by a key trusted for mf_catalogue/), true],
      [expect.stringMatching(/not the one the rollout pinned/), true],
    ]);
    expect(fs.readdirSync(dir).filter((name) => !name.startsWith('.'))).toEqual([]);
  });

  it('tells how every attempt ended, for the metrics: verified, kept from before, refused, failed', async () => {
    const build = publish('2.0.0');
    await cache().settled('mf_catalogue', build);
    await cache().settled('mf_catalogue', build);
    const changed = publish('2.1.0');
    origin.files.set('/mf-catalogue/2.1.0/ssr/chunk.cjs', Buffer.from('module.exports = 2;'));
    await cache().settled('mf_catalogue', changed);
    origin.setFault('down');
    await cache().settled('mf_catalogue', publish('2.2.0'));
    expect(attempts).toEqual([
      ['mf_catalogue', 'verified'],
      ['mf_catalogue', 'kept'],
      ['mf_catalogue', 'refused'],
      ['mf_catalogue', 'failed'],
    ]);
  });

  it('refuses an entry that is not where its store serves the release, without asking the store', async () => {
    const build = {
      ...publish('2.0.0'),
      entry: 'https://elsewhere.example/mf-catalogue/2.0.0/mf-manifest.json',
    };
    const before = fetchedFiles();
    const state = await cache().settled('mf_catalogue', build);
    expect(state).toMatchObject({
      state: 'refused',
      reason: expect.stringMatching(/is not where its store serves it/),
    });
    expect(fetchedFiles()).toBe(before);
  });

  it('refuses a store this site does not fetch from, without asking it', async () => {
    const build = publish('2.0.0');
    const state = await cache(['/somewhere/else']).settled('mf_catalogue', build);
    expect(state).toMatchObject({
      state: 'refused',
      reason: expect.stringMatching(/not one this site fetches from/),
    });
    expect(fetchedFiles()).toBe(0);
  });

  it('recovers by itself once a store that was down answers again', async () => {
    const build = publish('2.0.0');
    origin.setFault('down');
    const releases = cache();
    expect((await releases.settled('mf_catalogue', build)).state).toBe('refused');
    expect(problems).toEqual([expect.objectContaining({ refused: false })]);
    origin.setFault('none');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(releases.status('mf_catalogue', build).state).toBe('pending');
    expect((await releases.settled('mf_catalogue', build)).state).toBe('ready');
  });

  it('gives up on a store that answers too slowly, and recovers by itself once it answers in time', async () => {
    const build = publish('2.0.0');
    origin.setFault('slow');
    const releases = cache(undefined, 500);
    expect(releases.status('mf_catalogue', build).state).toBe('pending');
    expect((await releases.settled('mf_catalogue', build)).state).toBe('refused');
    expect(problems).toEqual([expect.objectContaining({ refused: false })]);
    origin.setFault('none');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await releases.settled('mf_catalogue', build)).state).toBe('ready');
  });

  it.each(['../../victim', '../victim', 'v/../../../victim', '..', '.', 'a/b', '%2e%2e%2fvictim', ''])(
    'refuses version %j before its store is asked anything',
    async (version) => {
      const published = publish('2.0.0');
      const build = { ...published, version, entry: published.entry.replace('2.0.0', version) };
      const state = await cache().settled('mf_catalogue', build);
      expect(state).toMatchObject({ state: 'refused', reason: expect.stringMatching(/version/) });
      expect(fetchedFiles()).toBe(0);
    },
  );

  it('leaves a folder outside the cache alone when a version climbs out of it', async () => {
    const published = publish('2.0.0');
    const victimParent = fs.mkdtempSync(path.join(os.tmpdir(), 'release-cache-victim-'));
    // What a cache that joined the version into its path would have checked, found wrong and deleted.
    const version = `../../${path.basename(victimParent)}/kept`;
    const digestHex = Buffer.from(published.release!.digest.slice('sha384-'.length), 'base64').toString(
      'hex',
    );
    const victim = path.join(dir, 'mf-catalogue', `${version}-${digestHex.slice(0, 24)}`);
    expect(path.dirname(victim)).toBe(victimParent);
    fs.mkdirSync(victim);
    fs.writeFileSync(path.join(victim, 'release.json'), 'not a release');
    // The address an HTTP store would have served it at, once the URL API folded the dot segments.
    const entry = new URL(`mf-catalogue/${version}/mf-manifest.json`, `${origin.url}/`).href;
    const state = await cache().settled('mf_catalogue', { ...published, version, entry });
    expect(state.state).toBe('refused');
    expect(fs.readFileSync(path.join(victim, 'release.json'), 'utf8')).toBe('not a release');
    fs.rmSync(victimParent, { recursive: true, force: true });
  });

  it('deletes nothing it did not write: a link in the way of a release is refused and what it points to stays', async () => {
    const build = publish('2.0.0');
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'release-cache-outside-'));
    fs.writeFileSync(path.join(outside, 'release.json'), 'not the pinned one');
    const digestHex = Buffer.from(build.release!.digest.slice('sha384-'.length), 'base64').toString('hex');
    fs.mkdirSync(path.join(dir, 'mf-catalogue'), { recursive: true });
    fs.symlinkSync(outside, path.join(dir, 'mf-catalogue', `2.0.0-${digestHex.slice(0, 24)}`));
    const state = await cache().settled('mf_catalogue', build);
    expect(state).toMatchObject({ state: 'refused', reason: expect.stringMatching(/in the way/) });
    expect(fs.readFileSync(path.join(outside, 'release.json'), 'utf8')).toBe('not the pinned one');
    fs.rmSync(outside, { recursive: true, force: true });
  });

  it('prunes only the releases it wrote', async () => {
    const stranger = path.join(dir, 'mf-catalogue', 'notes');
    fs.mkdirSync(stranger, { recursive: true });
    const releases = cache();
    for (const version of ['2.0.0', '2.1.0', '2.2.0'])
      await releases.settled('mf_catalogue', publish(version));
    expect(fs.existsSync(stranger)).toBe(true);
  });

  it('keeps a bounded number of releases per remote', async () => {
    const releases = cache();
    for (const version of ['2.0.0', '2.1.0', '2.2.0'])
      await releases.settled('mf_catalogue', publish(version));
    expect(
      fs
        .readdirSync(path.join(dir, 'mf-catalogue'))
        .map((name) => name.split('-')[0])
        .sort(),
    ).toEqual(['2.1.0', '2.2.0']);
  });
});
