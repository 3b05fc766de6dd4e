import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReleaseOrigin } from '@rental/shared/testing/release-origin.ts';
import { siteIsBuilt } from '../testing/built-site-copy.ts';
import {
  CONTENT_BUILD,
  publishContent,
  startContentReleaseInstance,
  within10s,
} from './testing/content-release-instance.ts';

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
  let site: Awaited<ReturnType<typeof startContentReleaseInstance>>;

  /** The content build that leaves a file named after its version when its server code runs. */
  function markedBuild(version: string): string {
    const folder = path.join(builds, version);
    fs.cpSync(CONTENT_BUILD, folder, { recursive: true });
    fs.appendFileSync(
      path.join(folder, 'ssr', 'server-entry.cjs'),
      `\nrequire('node:fs').writeFileSync(${JSON.stringify(path.join(markers, version))}, 'evaluated');\n`,
    );
    return folder;
  }

  const publish = (
    version: string,
    options: { origin?: typeof allowed; signingKey?: typeof contentTeam } = {},
  ) =>
    publishContent(
      `${(options.origin ?? allowed).url}/`,
      version,
      options.signingKey ?? contentTeam,
      markedBuild(version),
    );

  /** Asks for pages, all served with stable, until the instance has told the operators why it refused `version`. */
  async function refusal(version: string): Promise<string | undefined> {
    let reason: string | undefined;
    await within10s(async () => {
      expect(await site.servedVersion()).toBe('1.0.0');
      const problem = await site.releaseProblem(version);
      if (problem) expect(problem.refused).toBe(true);
      reason = problem?.reason;
      return Boolean(problem);
    });
    return reason;
  }

  beforeAll(async () => {
    allowed = await startReleaseOrigin();
    elsewhere = await startReleaseOrigin();
    site = await startContentReleaseInstance({
      stores: [`${allowed.url}/`],
      trustedKeys: { content: contentTeam.publicKey, catalogue: catalogueTeam.publicKey },
    });
  });

  afterAll(async () => {
    await site?.close();
    await allowed?.close();
    await elsewhere?.close();
    for (const folder of [markers, builds]) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('is refused when one byte of a stored server chunk changed, and none of it runs', async () => {
    const canary = await publish('3.0.0');
    const chunk = [...allowed.files.keys()].find(
      (key) => key.startsWith('/mf-content/3.0.0/ssr/') && !key.endsWith('/server-entry.cjs'),
    )!;
    const changed = Buffer.from(allowed.files.get(chunk)!);
    changed[changed.length - 2] = changed[changed.length - 2]! ^ 1;
    allowed.files.set(chunk, changed);
    site.rollOutCanary(canary);
    expect(await refusal('3.0.0')).toMatch(/of mf-content@3\.0\.0 is not the file its release lists/);
    expect(fs.existsSync(path.join(markers, '3.0.0'))).toBe(false);
    expect(await site.canaryInOverview()).toMatchObject({
      version: '3.0.0',
      state: 'refused',
      problem: expect.stringMatching(/is not the file its release lists/),
    });
  });

  it('is refused when its release.json was signed with another remote’s key, and none of it runs', async () => {
    site.rollOutCanary(await publish('3.1.0', { signingKey: catalogueTeam }));
    expect(await refusal('3.1.0')).toMatch(/not signed by a key trusted for mf_content/);
    expect(fs.existsSync(path.join(markers, '3.1.0'))).toBe(false);
  });

  it('is refused when remotes.json pins another digest, and none of it runs', async () => {
    const canary = await publish('3.2.0');
    const other = await publish('3.2.1');
    site.rollOutCanary({ ...canary, release: { ...canary.release, digest: other.release.digest } });
    expect(await refusal('3.2.0')).toMatch(/not the one the rollout pinned/);
    expect(fs.existsSync(path.join(markers, '3.2.0'))).toBe(false);
  });

  it('is refused from a store this site does not fetch from, without asking it, and none of it runs', async () => {
    const canary = await publish('3.3.0', { origin: elsewhere });
    const asked = elsewhere.requests.length;
    site.rollOutCanary(canary);
    expect(await refusal('3.3.0')).toMatch(/is not one this site fetches from/);
    expect(elsewhere.requests.length).toBe(asked);
    expect(fs.existsSync(path.join(markers, '3.3.0'))).toBe(false);
  });

  it('runs when it is what its team published, so the marker above would have shown any that ran', async () => {
    site.rollOutCanary(await publish('3.4.0'));
    await within10s(async () => (await site.servedVersion()) === '3.4.0');
    expect(await site.servedVersion()).toBe('3.4.0');
    expect(fs.readFileSync(path.join(markers, '3.4.0'), 'utf8')).toBe('evaluated');
    expect(await site.canaryInOverview()).toMatchObject({ version: '3.4.0', state: 'verified' });
    expect(fs.readdirSync(markers)).toEqual(['3.4.0']);
  });
});
