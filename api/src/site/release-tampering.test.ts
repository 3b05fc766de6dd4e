import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsOverview } from '@rental/shared/contracts';
import { remoteNamed } from '@rental/shared/federation/remote-modules.ts';
import { publishRelease } from '@rental/shared/releases/publish-release.ts';
import { openReleaseStore } from '@rental/shared/releases/stores/open-release-store.ts';
import { parseTrustedReleaseKeys } from '@rental/shared/releases/trusted-release-keys.ts';
import { startReleaseOrigin } from '@rental/shared/testing/release-origin.ts';
import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';
import { buildApp } from '../app.ts';
import { repoRoot } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { ApiInstance } from '../http/fastify-types.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import { testSettings } from '../testing/test-settings.ts';
import { copyBuiltSite, readPage, siteIsBuilt } from './built-site-copy.ts';

const OPS_TOKEN = 'release-tampering-ops-token';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const content = remoteNamed('mf_content');
const publicKey = (key: ReturnType<typeof generateKeyPairSync>) =>
  key.publicKey.export({ type: 'spki', format: 'pem' }).toString();

// A release that must not be trusted runs nowhere (docs/decisions/024). Each release here is the content
// remote's build with one line added to its server entry that writes a file when it is evaluated: the
// file of a refused release must never appear, and that of a good one must, or the check proves nothing.
describe.skipIf(!siteIsBuilt)('a release that must not be trusted', { timeout: 60_000 }, () => {
  const contentTeam = generateKeyPairSync('ed25519');
  const catalogueTeam = generateKeyPairSync('ed25519');
  const markers = fs.mkdtempSync(path.join(os.tmpdir(), 'release-ran-'));
  const builds = fs.mkdtempSync(path.join(os.tmpdir(), 'release-builds-'));
  let allowed: Awaited<ReturnType<typeof startReleaseOrigin>>;
  let elsewhere: Awaited<ReturnType<typeof startReleaseOrigin>>;
  let database: DatabaseHandle;
  let site: ReturnType<typeof copyBuiltSite>;
  let cacheDir: string;
  let instance: ApiInstance;

  /** The content build that leaves a file named after its version when its server code runs. */
  function markedBuild(version: string): string {
    const folder = path.join(builds, version);
    fs.cpSync(path.join(repoRoot, 'mf-content', 'dist', '1.0.0'), folder, { recursive: true });
    fs.appendFileSync(
      path.join(folder, 'ssr', 'server-entry.cjs'),
      `\nrequire('node:fs').writeFileSync(${JSON.stringify(path.join(markers, version))}, 'evaluated');\n`,
    );
    return folder;
  }

  async function publish(
    version: string,
    options: { origin?: typeof allowed; signingKey?: typeof contentTeam } = {},
  ) {
    const store = openReleaseStore(`${(options.origin ?? allowed).url}/`);
    const { digest } = await publishRelease({
      remote: content,
      version,
      buildFolder: markedBuild(version),
      store,
      signingKey: options.signingKey ?? contentTeam,
      sharedVersions: {},
      now: new Date(),
    });
    return {
      version,
      entry: store.publicUrl(`mf-content/${version}/mf-manifest.json`),
      release: { store: store.location, digest },
    };
  }

  function rollOut(canary: object) {
    const stable = allStableRemotes();
    site.writeRemotes(
      JSON.stringify({
        ...stable,
        mf_content: { ...stable.mf_content, canary: { ...canary, percent: 100, rolloutId: 'tampering' } },
      }),
    );
  }

  async function servedVersion() {
    const answer = await instance.inject({ method: 'GET', url: '/' });
    expect(answer.statusCode).toBe(200);
    const page = readPage(answer.body);
    // The page is whole: the home page's heading is rendered on the server, whichever build rendered it.
    expect(page.headings).toContain('Light, sound and power for every production in South Florida');
    return page.bootstrap?.remotes.find((remote) => remote.remote === 'mf_content')?.version;
  }

  /** Asks for pages until the instance has told the operators why it refused `version`. */
  async function refusal(version: string): Promise<string | undefined> {
    const started = Date.now();
    while (Date.now() - started < 10_000) {
      expect(await servedVersion()).toBe('1.0.0');
      const answer = await instance.inject({
        method: 'GET',
        url: '/api/v1/ops/releases',
        headers: { 'x-ops-token': OPS_TOKEN },
      });
      const problems = (answer.json() as { data: { version: string; reason: string; refused: boolean }[] })
        .data;
      const problem = problems.find((candidate) => candidate.version === version);
      if (problem) {
        expect(problem.refused).toBe(true);
        return problem.reason;
      }
      await sleep(100);
    }
    return undefined;
  }

  /** The content canary as the operators' overview shows it on this instance. */
  async function canaryInOverview() {
    const answer = await instance.inject({
      method: 'GET',
      url: '/api/v1/ops/overview',
      headers: { 'x-ops-token': OPS_TOKEN },
    });
    return (answer.json() as { data: OpsOverview }).data.remotes.find(
      (remote) => remote.remote === 'mf_content',
    )?.canary;
  }

  beforeAll(async () => {
    allowed = await startReleaseOrigin();
    elsewhere = await startReleaseOrigin();
    database = await openTestDatabase('pglite');
    site = copyBuiltSite();
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-cache-'));
    instance = await buildApp(
      { db: database.db },
      testSettings({
        siteRoot: site.root,
        releases: {
          stores: [`${allowed.url}/`],
          trustedKeys: parseTrustedReleaseKeys(
            JSON.stringify({ content: publicKey(contentTeam), catalogue: publicKey(catalogueTeam) }),
            'test',
          ),
          cacheDir,
          store: {},
        },
        health: { opsToken: OPS_TOKEN },
      }),
    );
  });

  afterAll(async () => {
    await instance?.close();
    await database?.close();
    await allowed?.close();
    await elsewhere?.close();
    site?.remove();
    for (const folder of [markers, builds, cacheDir]) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('is refused when one byte of a stored server chunk changed, and none of it runs', async () => {
    const canary = await publish('3.0.0');
    const chunk = [...allowed.files.keys()].find(
      (key) => key.startsWith('/mf-content/3.0.0/ssr/') && !key.endsWith('/server-entry.cjs'),
    )!;
    const changed = Buffer.from(allowed.files.get(chunk)!);
    changed[changed.length - 2] = changed[changed.length - 2]! ^ 1;
    allowed.files.set(chunk, changed);
    rollOut(canary);
    expect(await refusal('3.0.0')).toMatch(/of mf-content@3\.0\.0 is not the file its release lists/);
    expect(fs.existsSync(path.join(markers, '3.0.0'))).toBe(false);
    expect(await canaryInOverview()).toMatchObject({
      version: '3.0.0',
      state: 'refused',
      problem: expect.stringMatching(/is not the file its release lists/),
    });
  });

  it('is refused when its release.json was signed with another remote’s key, and none of it runs', async () => {
    rollOut(await publish('3.1.0', { signingKey: catalogueTeam }));
    expect(await refusal('3.1.0')).toMatch(/not signed by a key trusted for mf_content/);
    expect(fs.existsSync(path.join(markers, '3.1.0'))).toBe(false);
  });

  it('is refused when remotes.json pins another digest, and none of it runs', async () => {
    const canary = await publish('3.2.0');
    const other = await publish('3.2.1');
    rollOut({ ...canary, release: { ...canary.release, digest: other.release.digest } });
    expect(await refusal('3.2.0')).toMatch(/not the one the rollout pinned/);
    expect(fs.existsSync(path.join(markers, '3.2.0'))).toBe(false);
  });

  it('is refused from a store this site does not fetch from, without asking it, and none of it runs', async () => {
    const canary = await publish('3.3.0', { origin: elsewhere });
    const asked = elsewhere.requests.length;
    rollOut(canary);
    expect(await refusal('3.3.0')).toMatch(/is not one this site fetches from/);
    expect(elsewhere.requests.length).toBe(asked);
    expect(fs.existsSync(path.join(markers, '3.3.0'))).toBe(false);
  });

  it('runs when it is what its team published, so the marker above would have shown any that ran', async () => {
    rollOut(await publish('3.4.0'));
    const started = Date.now();
    while ((await servedVersion()) !== '3.4.0' && Date.now() - started < 10_000) await sleep(100);
    expect(await servedVersion()).toBe('3.4.0');
    expect(fs.readFileSync(path.join(markers, '3.4.0'), 'utf8')).toBe('evaluated');
    expect(await canaryInOverview()).toMatchObject({ version: '3.4.0', state: 'verified' });
    expect(fs.readdirSync(markers)).toEqual(['3.4.0']);
  });
});
