import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkedKey, joinKey } from '../releases/stores/store-requests.ts';
import { readRemoteEntry, siteBuildEntry, type AllowedStores } from './remote-entry.ts';

const DIGEST = `sha384-${'A'.repeat(64)}`;
const CDN_STORE = 'https://cdn.store.example/releases/';
const FOLDER_STORE = '/srv/releases';
/** Two allowed stores: one on a CDN, one folder the site serves itself under /releases/. */
const allowed: AllowedStores = (location) =>
  location === CDN_STORE
    ? { publicUrl: (key) => new URL(key, CDN_STORE).href }
    : location === FOLDER_STORE
      ? { publicUrl: (key) => joinKey('/releases/', key) }
      : undefined;
const pinned = (entry: string, store = CDN_STORE) => ({
  version: '2.0.0',
  entry,
  release: { store, digest: DIGEST },
});

describe('reading an entry of remotes.json', () => {
  it('takes the site’s own build of that remote and version, and nothing else without a release', () => {
    expect(
      readRemoteEntry('mf_catalogue', { version: '1.0.0', entry: siteBuildEntry('mf_catalogue', '1.0.0') }),
    ).toEqual({
      kind: 'site',
    });
    for (const entry of [
      '/remotes/mf-catalogue/1.0.1/mf-manifest.json',
      '/remotes/mf-content/1.0.0/mf-manifest.json',
      '/releases/mf-catalogue/9.9.9-unsigned/mf-manifest.json',
      'https://cdn.evil.example/mf-catalogue/1.0.0/mf-manifest.json',
    ])
      expect(readRemoteEntry('mf_catalogue', { version: '1.0.0', entry })).toEqual({
        kind: 'refused',
        reason: expect.stringMatching(/pins no signed release and is not this site's own build/),
      });
  });

  it('takes a pinned release where its allowed store serves it, on the store’s origin or the site’s', () => {
    expect(
      readRemoteEntry('mf_catalogue', pinned(`${CDN_STORE}mf-catalogue/2.0.0/mf-manifest.json`), allowed),
    ).toEqual({ kind: 'release', origin: 'https://cdn.store.example' });
    expect(
      readRemoteEntry(
        'mf_catalogue',
        pinned('/releases/mf-catalogue/2.0.0/mf-manifest.json', FOLDER_STORE),
        allowed,
      ),
    ).toEqual({ kind: 'release', origin: undefined });
  });

  it.each([
    ['protocol-relative', '//evil.example/mf-catalogue/2.0.0/mf-manifest.json', /protocol-relative/],
    ['a backslash', '/\\evil.example/mf-catalogue/2.0.0/mf-manifest.json', /backslash/],
    [
      'backslashes after the scheme',
      'https:\\\\evil.example/mf-catalogue/2.0.0/mf-manifest.json',
      /backslash/,
    ],
    [
      'a dot-dot segment',
      'https://cdn.store.example/releases/../mf-catalogue/2.0.0/mf-manifest.json',
      /plain form/,
    ],
    [
      'an encoded slash',
      'https://cdn.store.example/releases%2F..%2Fx/mf-catalogue/2.0.0/mf-manifest.json',
      /percent/,
    ],
    ['an encoded dot segment', '/releases/%2e%2e/mf-catalogue/2.0.0/mf-manifest.json', /plain form/],
    [
      'user information',
      'https://cdn.store.example@evil.example/mf-catalogue/2.0.0/mf-manifest.json',
      /user/,
    ],
    ['another scheme', 'javascript:alert(1)//mf-catalogue/2.0.0/mf-manifest.json', /neither/],
    ['a data address', 'data:text/javascript,1', /neither/],
    ['a query', 'https://cdn.store.example/releases/mf-catalogue/2.0.0/mf-manifest.json?x=1', /query/],
    ['a fragment', 'https://cdn.store.example/releases/mf-catalogue/2.0.0/mf-manifest.json#x', /query/],
    ['an empty segment', 'https://cdn.store.example/releases//mf-catalogue/2.0.0/mf-manifest.json', /empty/],
    [
      'a host in capitals',
      'https://CDN.store.example/releases/mf-catalogue/2.0.0/mf-manifest.json',
      /plain form/,
    ],
    ['a tab', 'https://cdn.store.example/releases/mf-catalogue/2.0.0/mf-\tmanifest.json', /space/],
    [
      'another remote’s path',
      'https://cdn.store.example/releases/mf-content/2.0.0/mf-manifest.json',
      /end in/,
    ],
    [
      'another version’s path',
      'https://cdn.store.example/releases/mf-catalogue/2.0.1/mf-manifest.json',
      /end in/,
    ],
    ['a relative address', 'mf-catalogue/2.0.0/mf-manifest.json', /neither/],
  ])('refuses a pinned entry with %s', (_label, entry, reason) => {
    const reading = readRemoteEntry('mf_catalogue', pinned(entry));
    expect(reading).toEqual({ kind: 'refused', reason: expect.stringMatching(reason) });
  });

  it('refuses a release from a store this site does not allow, or named elsewhere than its store serves it', () => {
    expect(
      readRemoteEntry(
        'mf_catalogue',
        pinned('https://cdn.evil.example/mf-catalogue/2.0.0/mf-manifest.json', 'https://cdn.evil.example/'),
        allowed,
      ),
    ).toEqual({ kind: 'refused', reason: expect.stringMatching(/not one this site fetches from/) });
    expect(
      readRemoteEntry(
        'mf_catalogue',
        pinned('https://cdn.evil.example/mf-catalogue/2.0.0/mf-manifest.json'),
        allowed,
      ),
    ).toEqual({ kind: 'refused', reason: expect.stringMatching(/not where its store serves it/) });
  });

  it.each(['../../victim', '..', 'a/b', 'a\\b', '', ' 1.0.0', '1.0.0\n', 'v'.repeat(65), '%2e%2e'])(
    'refuses the version %j, pinned or not',
    (version) => {
      expect(
        readRemoteEntry('mf_catalogue', { version, entry: siteBuildEntry('mf_catalogue', version) }),
      ).toEqual({
        kind: 'refused',
        reason: expect.stringMatching(/is not a release version/),
      });
      expect(readRemoteEntry('mf_catalogue', { ...pinned('/x'), version })).toMatchObject({
        kind: 'refused',
      });
    },
  );

  it('writes what it refused quoted, with control characters escaped, and never at full length', () => {
    const reading = readRemoteEntry('mf_catalogue', { version: '1.0.0', entry: `/x\n${'y'.repeat(2000)}` });
    expect(reading.kind === 'refused' && reading.reason).toMatch(/"\/x\\ny+…"/);
    expect(reading.kind === 'refused' && reading.reason.length).toBeLessThan(400);
  });
});

/** Pieces that attacks on addresses are made of, put together at random. */
const addressPiece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2f',
  '%2F',
  '%5c',
  '%2e',
  '%00',
  '@',
  ':',
  '?',
  '#',
  ' ',
  '\t',
  'https:',
  'http:',
  'javascript:',
  'data:',
  'evil.example',
  'cdn.store.example',
  'CDN.store.example',
  'user:pass@',
  ':443',
  'releases',
  'remotes',
  'mf-catalogue',
  '2.0.0',
  'mf-manifest.json',
  'ａ',
);
const anyEntry = fc.oneof(
  fc.array(addressPiece, { maxLength: 14 }).map((pieces) => pieces.join('')),
  fc
    .array(addressPiece, { maxLength: 8 })
    .map((pieces) => `https://cdn.store.example/releases/${pieces.join('')}`),
  fc
    .array(addressPiece, { maxLength: 8 })
    .map((pieces) => `/releases/${pieces.join('')}mf-catalogue/2.0.0/mf-manifest.json`),
  fc.string({ maxLength: 80 }),
);
const anyStore = fc.constantFrom(CDN_STORE, FOLDER_STORE, 'https://cdn.evil.example/', '/tmp/else');

const SITE = 'https://site.example';

describe('what an accepted entry can reach (property)', () => {
  const reachable = new Set([SITE, 'https://cdn.store.example']);

  it('no accepted entry resolves to another origin than the site’s or an allowed store’s', () => {
    fc.assert(
      fc.property(anyEntry, fc.boolean(), anyStore, (entry, isPinned, store) => {
        const build = isPinned
          ? { version: '2.0.0', entry, release: { store, digest: DIGEST } }
          : { version: '2.0.0', entry };
        const reading = readRemoteEntry('mf_catalogue', build, allowed);
        if (reading.kind === 'refused') return;
        const resolved = new URL(entry, `${SITE}/equipments/1/details`);
        expect(reachable).toContain(resolved.origin);
        expect(resolved.pathname.endsWith('/mf-catalogue/2.0.0/mf-manifest.json')).toBe(true);
        if (reading.kind === 'release') expect(reading.origin ?? SITE).toBe(resolved.origin);
      }),
      { numRuns: 6_000 },
    );
  });

  it('an entry accepted for its shape alone reaches exactly the origin it spells, or the site’s for a path', () => {
    const plainSegments = fc.array(fc.constantFrom('releases', 'v1', 'a-b', 'x.y', '@scope', 'c+d'), {
      maxLength: 3,
    });
    const shaped = fc.oneof(
      anyEntry,
      fc
        .tuple(
          fc.constantFrom('https://cdn.store.example', 'http://127.0.0.1:9000', '', 'https://[::1]'),
          plainSegments,
        )
        .map(
          ([origin, segments]) =>
            `${origin}/${[...segments, 'mf-catalogue/2.0.0/mf-manifest.json'].join('/')}`,
        ),
    );
    let accepted = 0;
    fc.assert(
      fc.property(shaped, (entry) => {
        const reading = readRemoteEntry('mf_catalogue', pinned(entry));
        if (reading.kind !== 'release') return;
        accepted++;
        const resolved = new URL(entry, `${SITE}/equipments`);
        if (reading.origin === undefined) expect(resolved.origin).toBe(SITE);
        else {
          expect(resolved.origin).toBe(reading.origin);
          expect(entry.startsWith(`${reading.origin}/`)).toBe(true);
        }
      }),
      { numRuns: 4_000 },
    );
    expect(accepted).toBeGreaterThan(500);
  });

  it('no accepted version resolves outside the release cache folder or the store’s prefix', () => {
    const cache = path.resolve('/var/cache/releases');
    const version = fc.oneof(
      fc.array(addressPiece, { maxLength: 6 }).map((pieces) => pieces.join('')),
      fc.string({ maxLength: 70 }),
    );
    fc.assert(
      fc.property(version, (candidate) => {
        const reading = readRemoteEntry('mf_catalogue', {
          version: candidate,
          entry: siteBuildEntry('mf_catalogue', candidate),
        });
        let key: string | undefined;
        try {
          key = checkedKey(`mf-catalogue/${candidate}/release.json`);
        } catch {
          key = undefined;
        }
        if (reading.kind === 'refused') return;
        const folder = path.resolve(cache, 'mf-catalogue', `${candidate}-0123456789abcdef01234567`);
        expect(path.dirname(folder)).toBe(path.join(cache, 'mf-catalogue'));
        expect(key).toBeDefined();
        expect(new URL(key!, CDN_STORE).href.startsWith(`${CDN_STORE}mf-catalogue/`)).toBe(true);
      }),
      { numRuns: 4_000 },
    );
  });
});
