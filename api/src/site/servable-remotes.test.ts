import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '@rental/shared/federation/remote-modules.ts';
import type { RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';
import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';
import { ReleaseCache } from './release-cache.ts';
import { servableRemotes, type EntryRefusal } from './servable-remotes.ts';

const DIGEST = `sha384-${'A'.repeat(64)}`;
const STORE = '/srv/releases';

/** A site with every remote's 1.0.0 deployed with it. */
function deployedSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'servable-site-'));
  for (const { folder } of REMOTES) {
    fs.mkdirSync(path.join(root, folder, 'dist', '1.0.0'), { recursive: true });
    fs.writeFileSync(path.join(root, folder, 'dist', '1.0.0', 'mf-manifest.json'), '{}');
  }
  return root;
}

describe('remotes.json as an instance can serve it', () => {
  const cache = new ReleaseCache({
    dir: fs.mkdtempSync(path.join(os.tmpdir(), 'servable-')),
    stores: new Map(),
    trustedKeys: new Map(),
    onProblem: () => undefined,
  });
  const deployed = allStableRemotes();
  const start = () => {
    const refusals: EntryRefusal[] = [];
    const remotes = servableRemotes({
      cache,
      siteRoot: deployedSite(),
      builtIn: () => deployed,
      allowedStores: (location) =>
        location === STORE ? { publicUrl: (key) => `/releases/${key}` } : undefined,
      refused: (refusal) => refusals.push(refusal),
    });
    return { ...remotes, refusals };
  };
  const withCatalogue = (catalogue: RemotesManifest['mf_catalogue']): RemotesManifest => ({
    ...deployed,
    mf_catalogue: catalogue,
  });

  it.each([
    ['on another origin without a release', 'https://cdn.evil.example/mf-catalogue/6.6.6/mf-manifest.json'],
    ['protocol-relative', '//evil.example/x/mf-manifest.json'],
    ['with a backslash', '/\\evil.example/mf-catalogue/6.6.6/mf-manifest.json'],
    ['into an unsigned folder of the store', '/releases/mf-catalogue/6.6.6/mf-manifest.json'],
    ['under the site’s builds, for another version', '/remotes/mf-catalogue/1.0.0/mf-manifest.json'],
  ])('refuses a stable entry %s, says so once, and serves the last good build', async (_label, entry) => {
    const remotes = start();
    const handEdited = withCatalogue({ stable: { version: '6.6.6', entry } });
    expect((await remotes.servable(handEdited)).mf_catalogue).toEqual(deployed.mf_catalogue);
    expect((await remotes.servable(handEdited)).mf_catalogue).toEqual(deployed.mf_catalogue);
    expect(remotes.refusals).toEqual([
      { remote: 'mf_catalogue', build: handEdited.mf_catalogue.stable, reason: expect.any(String) },
    ]);
    expect(remotes.standing('mf_catalogue', handEdited.mf_catalogue.stable)).toEqual({
      state: 'refused',
      problem: remotes.refusals[0]!.reason,
    });
    expect(remotes.fallbackFor('mf_catalogue')).toEqual(deployed.mf_catalogue.stable);
  });

  it('refuses the site’s own path to a version that is not deployed with it', async () => {
    const remotes = start();
    const missing = withCatalogue({
      stable: { version: '9.9.9', entry: '/remotes/mf-catalogue/9.9.9/mf-manifest.json' },
    });
    expect((await remotes.servable(missing)).mf_catalogue).toEqual(deployed.mf_catalogue);
    expect(remotes.refusals[0]?.reason).toMatch(/9\.9\.9 is not deployed with this site/);
  });

  it('leaves out a refused canary, and serves the stable', async () => {
    const remotes = start();
    const withCanary = withCatalogue({
      stable: deployed.mf_catalogue.stable,
      canary: {
        version: '2.0.0',
        entry: 'https://cdn.evil.example/mf-catalogue/2.0.0/mf-manifest.json',
        release: { store: 'https://cdn.evil.example/', digest: DIGEST },
        percent: 50,
        rolloutId: '2.0.0.test',
      },
    });
    expect((await remotes.servable(withCanary)).mf_catalogue).toEqual({
      stable: deployed.mf_catalogue.stable,
    });
    expect(remotes.refusals.map(({ reason }) => reason)).toEqual([
      expect.stringMatching(/not one this site fetches from/),
    ]);
  });

  it('leaves out a canary whose release this instance has not verified, at once', async () => {
    const remotes = start();
    const withCanary: RemotesManifest = {
      ...deployed,
      mf_content: {
        stable: deployed.mf_content.stable,
        canary: {
          version: '2.0.0',
          entry: '/releases/mf-content/2.0.0/mf-manifest.json',
          release: { store: STORE, digest: DIGEST },
          percent: 50,
          rolloutId: '2.0.0.test',
        },
      },
    };
    expect((await remotes.servable(withCanary)).mf_content).toEqual({ stable: deployed.mf_content.stable });
    expect((await remotes.servable(deployed)).mf_content).toBe(deployed.mf_content);
    expect(remotes.refusals).toEqual([]);
  });

  it('serves the deployed builds as they are, and tells nothing', async () => {
    const remotes = start();
    expect(await remotes.servable(deployed)).toBe(deployed);
    expect(remotes.standing('mf_catalogue', deployed.mf_catalogue.stable)).toEqual({ state: 'site' });
    expect(remotes.refusals).toEqual([]);
  });
});
