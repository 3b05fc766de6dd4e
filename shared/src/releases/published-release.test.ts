// @vitest-environment node
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteNamed } from '../federation/remote-modules.ts';
import { RolloutRefused } from '../rollouts/rollout-plan.ts';
import { writeRemoteBuild } from '../testing/remote-build.ts';
import { publishRelease } from './publish-release.ts';
import { openReleaseStore } from './stores/open-release-store.ts';
import { parseTrustedReleaseKeys } from './trusted-release-keys.ts';
import { publishedRelease } from './published-release.ts';
import { readVerifiedRelease } from './verified-release.ts';

const catalogueTeam = generateKeyPairSync('ed25519');
const contentTeam = generateKeyPairSync('ed25519');
const catalogue = remoteNamed('mf_catalogue');
const trustedKeys = parseTrustedReleaseKeys(
  JSON.stringify({ catalogue: catalogueTeam.publicKey.export({ type: 'spki', format: 'pem' }) }),
  'test keys',
);
const site = { versions: { react: '19.3.1' }, satisfies: satisfy };

// What a rollout checks before it writes a published release into remotes.json (docs/decisions/024).
describe('a published release about to be rolled out', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'published-release-'));
  const store = openReleaseStore(path.join(folder, 'store'));

  const publish = (
    version: string,
    options: Parameters<typeof writeRemoteBuild>[2] & { team?: typeof catalogueTeam } = {},
  ) =>
    publishRelease({
      remote: catalogue,
      version,
      buildFolder: writeRemoteBuild(path.join(folder, 'builds', version), catalogue, options),
      store,
      signingKey: options.team ?? catalogueTeam,
      sharedVersions: {},
      now: new Date(),
    });
  const check = (version: string) => publishedRelease(store, catalogue, version, trustedKeys, site);

  beforeAll(() => fs.mkdirSync(path.join(folder, 'builds'), { recursive: true }));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('gives the entry that pins the release.json it checked', async () => {
    const { digest } = await publish('1.1.0', { shared: [{ name: 'react', requiredVersion: '^19.0.0' }] });
    expect(await check('1.1.0')).toEqual({
      version: '1.1.0',
      entry: '/releases/mf-catalogue/1.1.0/mf-manifest.json',
      release: { store: store.location, digest },
    });
  });

  it('refuses a file changed after publishing, and a release another team signed', async () => {
    await publish('1.2.0');
    fs.appendFileSync(path.join(store.location, 'mf-catalogue', '1.2.0', 'remoteEntry.js'), '//');
    await expect(check('1.2.0')).rejects.toThrow(
      new RolloutRefused('remoteEntry.js of mf-catalogue@1.2.0 is not the file its release lists'),
    );
    await publish('1.3.0', { team: contentTeam });
    await expect(check('1.3.0')).rejects.toThrow(/not signed by a key trusted for mf_catalogue/);
    await expect(check('9.9.9')).rejects.toThrow(/mf-catalogue@9\.9\.9 is not published/);
  });

  it('refuses a release that does not fit the shell, saying each reason', async () => {
    await publish('2.0.0', { shared: [{ name: 'react', requiredVersion: '^20.0.0' }], serverBuild: false });
    await expect(check('2.0.0')).rejects.toThrow(
      new RolloutRefused(
        'mf-catalogue@2.0.0 does not fit the shell:\n' +
          '  - react ^20.0.0 is required, the site has 19.3.1\n' +
          '  - it has no server build (ssr/server-entry.cjs)',
      ),
    );
  });

  it('refuses a manifest whose entry script is a name every object answers to, not a file of the release', async () => {
    for (const [index, name] of ['constructor', '__proto__', 'toString'].entries()) {
      await publish(`3.0.${index}`, { entryName: name });
      await expect(check(`3.0.${index}`)).rejects.toThrow(
        new RolloutRefused(
          `mf-catalogue@3.0.${index} does not fit the shell:\n` +
            `  - its manifest names ${name}, which the release does not hold`,
        ),
      );
    }
  });

  it('lists and checks a file of the build called __proto__, constructor or toString as any other', async () => {
    const names = ['__proto__', 'constructor', 'toString'];
    const build = writeRemoteBuild(path.join(folder, 'builds', '4.0.0'), catalogue);
    for (const name of names) fs.writeFileSync(path.join(build, name), `/* ${name} */`);
    await publishRelease({
      remote: catalogue,
      version: '4.0.0',
      buildFolder: build,
      store,
      signingKey: catalogueTeam,
      sharedVersions: {},
      now: new Date(),
    });
    const { manifest } = await readVerifiedRelease(store, {
      remote: catalogue,
      version: '4.0.0',
      trustedKeys,
    });
    for (const name of names) expect(Object.hasOwn(manifest.files, name)).toBe(true);
    expect(Object.getPrototypeOf(manifest.files)).toBe(Object.prototype);
    await check('4.0.0');
    fs.appendFileSync(path.join(store.location, 'mf-catalogue', '4.0.0', '__proto__'), '//');
    await expect(check('4.0.0')).rejects.toThrow(
      new RolloutRefused('__proto__ of mf-catalogue@4.0.0 is not the file its release lists'),
    );
  });

  it('refuses when the store cannot be read', async () => {
    const unreachable = openReleaseStore('http://127.0.0.1:1/');
    await expect(publishedRelease(unreachable, catalogue, '1.1.0', trustedKeys, site)).rejects.toThrow(
      /the release store cannot be read: .*cannot be reached/,
    );
  });
});
