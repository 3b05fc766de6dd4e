import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';
import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';
import { ReleaseCache } from './release-cache.ts';
import { servableRemotes } from './servable-remotes.ts';

const DIGEST = `sha384-${'A'.repeat(64)}`;

describe('remotes.json as an instance can serve it', () => {
  const cache = new ReleaseCache({
    dir: fs.mkdtempSync(path.join(os.tmpdir(), 'servable-')),
    stores: new Map(),
    trustedKeys: new Map(),
    onProblem: () => undefined,
  });
  const deployed = allStableRemotes() as RemotesManifest;

  it('refuses code on another origin that pins no release, and says so once', async () => {
    const warnings: string[] = [];
    const servable = servableRemotes(
      cache,
      () => deployed,
      (message) => warnings.push(message),
    );
    const handEdited: RemotesManifest = {
      ...deployed,
      mf_catalogue: {
        stable: { version: '6.6.6', entry: 'https://elsewhere.example/mf-catalogue/6.6.6/mf-manifest.json' },
      },
    };
    expect((await servable(handEdited)).mf_catalogue).toEqual(deployed.mf_catalogue);
    expect((await servable(handEdited)).mf_catalogue).toEqual(deployed.mf_catalogue);
    expect(warnings).toEqual([expect.stringMatching(/mf_catalogue@6\.6\.6 refused: .* pins no release/)]);
  });

  it('leaves out a canary whose release this instance has not verified, at once', async () => {
    const servable = servableRemotes(
      cache,
      () => deployed,
      () => undefined,
    );
    const withCanary: RemotesManifest = {
      ...deployed,
      mf_content: {
        stable: deployed.mf_content.stable,
        canary: {
          version: '2.0.0',
          entry: '/releases/mf-content/2.0.0/mf-manifest.json',
          release: { store: '/nowhere', digest: DIGEST },
          percent: 50,
          rolloutId: '2.0.0.test',
        },
      },
    };
    expect((await servable(withCanary)).mf_content).toEqual({ stable: deployed.mf_content.stable });
    expect((await servable(deployed)).mf_content).toBe(deployed.mf_content);
  });
});
