import type { KeyObject } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { OpsOverview, ReleaseProblem } from '@rental/shared/contracts';
import type { CanaryBuild, RemoteBuild } from '@rental/shared/federation/remotes-manifest.ts';
import { remoteNamed } from '@rental/shared/federation/remote-modules.ts';
import { publishRelease } from '@rental/shared/releases/publish-release.ts';
import { openReleaseStore } from '@rental/shared/releases/stores/open-release-store.ts';
import { parseTrustedReleaseKeys } from '@rental/shared/releases/trusted-release-keys.ts';
import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';
import { buildApp } from '../../app.ts';
import { repoRoot } from '../../config.ts';
import { openTestDatabase } from '../../testing/test-app.ts';
import { testSettings } from '../../testing/test-settings.ts';
import { copyBuiltSite, readPage } from '../../testing/built-site-copy.ts';

const OPS_TOKEN = 'content-release-ops-token';
const HOME_HEADING = 'Light, sound and power for every production in South Florida';

/** The content remote's build deployed with the site, which the tests publish as releases. */
export const CONTENT_BUILD = path.join(repoRoot, 'mf-content', 'dist', '1.0.0');

type TeamKey = { privateKey: KeyObject; publicKey: KeyObject };

/**
 * Publishes a build of the content remote as `version` to the store at `store`, signed with `team`'s key,
 * and gives the entry a rollout would write for it (docs/decisions/024).
 */
export async function publishContent(
  store: string,
  version: string,
  team: TeamKey,
  buildFolder = CONTENT_BUILD,
): Promise<RemoteBuild & { release: NonNullable<RemoteBuild['release']> }> {
  const releases = openReleaseStore(store);
  const { digest } = await publishRelease({
    remote: remoteNamed('mf_content'),
    version,
    buildFolder,
    store: releases,
    signingKey: team,
    sharedVersions: {},
    now: new Date(),
  });
  return {
    version,
    entry: releases.publicUrl(`mf-content/${version}/mf-manifest.json`),
    release: { store: releases.location, digest },
  };
}

/**
 * One instance of the site for the tests of the content remote's releases: a copy of the built site, a
 * database and a release cache of its own, the release stores it fetches from and the keys it trusts per
 * remote; with what those tests read of it.
 */
export async function startContentReleaseInstance(options: {
  stores: string[];
  trustedKeys: Record<string, KeyObject>;
}) {
  const database = await openTestDatabase('pglite');
  const site = copyBuiltSite();
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-cache-'));
  const keys = Object.fromEntries(
    Object.entries(options.trustedKeys).map(([remote, key]) => [
      remote,
      key.export({ type: 'spki', format: 'pem' }).toString(),
    ]),
  );
  const instance = await buildApp(
    { db: database.db },
    testSettings({
      siteRoot: site.root,
      releases: {
        stores: options.stores,
        trustedKeys: parseTrustedReleaseKeys(JSON.stringify(keys), 'test'),
        cacheDir,
        store: {},
      },
      health: { opsToken: OPS_TOKEN },
    }),
  );
  const asOperator = async <T>(url: string) =>
    (
      (await instance.inject({ method: 'GET', url, headers: { 'x-ops-token': OPS_TOKEN } })).json() as {
        data: T;
      }
    ).data;

  return {
    /** Makes `build` the content remote's canary for every visitor. */
    rollOutCanary(build: Omit<CanaryBuild, 'percent' | 'rolloutId'>) {
      const stable = allStableRemotes();
      const canary = { ...build, percent: 100, rolloutId: `release-${build.version}` };
      site.writeRemotes(JSON.stringify({ ...stable, mf_content: { ...stable.mf_content, canary } }));
    },
    /**
     * The content version of the home page, which must be answered whole (200, its heading rendered on
     * the server) whichever build rendered it and whatever the store does.
     */
    async servedVersion() {
      const answer = await instance.inject({ method: 'GET', url: '/' });
      expect(answer.statusCode).toBe(200);
      const page = readPage(answer.body);
      expect(page.headings).toContain(HOME_HEADING);
      return page.bootstrap?.remotes.find((remote) => remote.remote === 'mf_content')?.version;
    },
    /** What this instance told the operators of the release of `version`, if anything. */
    async releaseProblem(version: string) {
      const problems = await asOperator<ReleaseProblem[]>('/api/v1/ops/releases');
      return problems.find((problem) => problem.version === version);
    },
    /** The content canary as the operators' overview shows it on this instance. */
    async canaryInOverview() {
      const { remotes } = await asOperator<OpsOverview>('/api/v1/ops/overview');
      return remotes.find((remote) => remote.remote === 'mf_content')?.canary;
    },
    async close() {
      await instance.close();
      await database.close();
      site.remove();
      fs.rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

/** Asks `until` every 100 ms; gives whether it held within 10 s. */
export async function within10s(until: () => Promise<boolean>): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    if (await until()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
