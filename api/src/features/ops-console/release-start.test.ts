import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteNamed } from '@rental/shared/federation/remote-modules.ts';
import { publishRelease } from '@rental/shared/releases/publish-release.ts';
import { openReleaseStore } from '@rental/shared/releases/stores/open-release-store.ts';
import { parseTrustedReleaseKeys } from '@rental/shared/releases/trusted-release-keys.ts';
import { RemotesConfigFile } from '@rental/shared/rollouts/remotes-config-store.ts';
import { writeRemoteBuild } from '@rental/shared/testing/remote-build.ts';
import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { ApiInstance } from '../../http/fastify-types.ts';
import { signInOperator } from '../../testing/ops-operator.ts';
import { openTestDatabase, XSRF } from '../../testing/test-app.ts';
import { testSettings } from '../../testing/test-settings.ts';

const OPS_TOKEN = 'release-start-ops-token-for-tests';
const UNREACHABLE_STORE = 'http://127.0.0.1:1/';
const catalogue = remoteNamed('mf_catalogue');

// A canary started from the operators' console takes a published release, verified on the way as the
// rollout command verifies it (docs/decisions/024, docs/decisions/025).
describe('a canary of a published release started from the operators’ console', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-release-start-'));
  const remotesFile = path.join(root, 'remotes.json');
  const remotes = new RemotesConfigFile(remotesFile);
  // The catalogue team's good releases, and one store of releases that must not go out.
  const releases = path.join(root, 'releases');
  const suspect = path.join(root, 'suspect');
  const catalogueTeam = generateKeyPairSync('ed25519');
  const contentTeam = generateKeyPairSync('ed25519');
  const digests = new Map<string, string>();
  let database: DatabaseHandle;
  let app: ApiInstance;
  let operator: Awaited<ReturnType<typeof signInOperator>>;

  async function publish(
    store: string,
    version: string,
    options: Parameters<typeof writeRemoteBuild>[2] & { team?: typeof catalogueTeam } = {},
  ) {
    const { digest } = await publishRelease({
      remote: catalogue,
      version,
      buildFolder: writeRemoteBuild(path.join(root, 'builds', version), catalogue, options),
      store: openReleaseStore(store),
      signingKey: options.team ?? catalogueTeam,
      sharedVersions: {},
      now: new Date(),
    });
    digests.set(version, digest);
  }

  beforeAll(async () => {
    await publish(releases, '1.9.0');
    await publish(releases, '1.10.0');
    await publish(suspect, '2.0.0');
    fs.appendFileSync(path.join(suspect, 'mf-catalogue', '2.0.0', 'ssr', 'server-entry.cjs'), '//');
    await publish(suspect, '2.1.0', { team: contentTeam });
    await publish(suspect, '2.2.0', { serverBuild: false });
    database = await openTestDatabase('pglite');
    const pem = catalogueTeam.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    app = await buildApp(
      { db: database.db },
      testSettings({
        siteRoot: root,
        health: { opsToken: OPS_TOKEN },
        releases: {
          stores: [releases, suspect, UNREACHABLE_STORE],
          trustedKeys: parseTrustedReleaseKeys(JSON.stringify({ catalogue: pem }), 'test keys'),
          cacheDir: path.join(root, 'cache'),
          store: {},
        },
      }),
    );
    operator = await signInOperator(app, OPS_TOKEN);
  });
  beforeEach(() => {
    fs.writeFileSync(remotesFile, JSON.stringify(allStableRemotes()));
    fs.rmSync(remotes.historyLocation, { force: true });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const start = async (body: object, headers: Record<string, string> = {}) =>
    operator.change(
      'catalogue',
      'start',
      { revision: await operator.revision('mf_catalogue'), reason: 'new filters', percent: 10, ...body },
      headers,
    );

  it('lists the versions every allowed store holds, newest first, and names a store that cannot be read', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/v1/ops/releases/catalogue/versions',
      headers: { 'x-ops-token': OPS_TOKEN },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json().data).toEqual({
      versions: [
        { version: '2.2.0', store: suspect },
        { version: '2.1.0', store: suspect },
        { version: '2.0.0', store: suspect },
        { version: '1.10.0', store: releases },
        { version: '1.9.0', store: releases },
      ],
      problems: [{ store: UNREACHABLE_STORE, message: expect.stringMatching(/cannot be reached/) }],
    });
    const content = await app.inject({
      method: 'GET',
      url: '/api/v1/ops/releases/content/versions',
      headers: { cookie: operator.cookie },
    });
    expect(content.json().data.versions).toEqual([]);
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/ops/releases/catalogue/versions' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('starts a verified release as a canary pinned to its store and release.json, with who and why', async () => {
    const answer = await start({ version: '1.10.0', store: releases, percent: 20 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      remote: 'catalogue',
      action: 'start',
      operator: 'Dana Ortiz',
      reason: 'new filters',
    });
    expect((await remotes.read()).mf_catalogue.canary).toMatchObject({
      version: '1.10.0',
      entry: '/releases/mf-catalogue/1.10.0/mf-manifest.json',
      release: { store: releases, digest: digests.get('1.10.0') },
      percent: 20,
    });
    expect((await remotes.history()).at(-1)).toMatchObject({
      remote: 'mf_catalogue',
      action: 'start',
      by: 'operator',
      operator: 'Dana Ortiz',
      reason: 'new filters',
    });

    const second = await start({ version: '1.9.0', store: releases });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: 'conflict',
      message: '1.10.0 is already on canary at 20 %: promote it or kill it first',
    });
  });

  it('refuses a release that was changed, that its team did not sign or that does not fit, and writes nothing', async () => {
    const before = fs.readFileSync(remotesFile, 'utf8');
    const refusals = {
      '2.0.0': 'ssr/server-entry.cjs of mf-catalogue@2.0.0 is not the file its release lists',
      '2.1.0': /not signed by a key trusted for mf_catalogue/,
      '2.2.0': /does not fit the shell:\n {2}- it has no server build/,
    };
    for (const [version, reason] of Object.entries(refusals)) {
      const answer = await start({ version, store: suspect });
      expect(answer.statusCode, version).toBe(422);
      expect(answer.json(), version).toMatchObject({ status: 0, error: 'refused' });
      expect(answer.json().message, version).toMatch(reason);
    }
    expect(fs.readFileSync(remotesFile, 'utf8')).toBe(before);
    expect(fs.existsSync(remotes.historyLocation)).toBe(false);
  });

  it('starts only from a store this site allows, and names what a start is missing', async () => {
    const elsewhere = await start({ version: '1.10.0', store: path.join(root, 'elsewhere') });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ error: 'bad_request', fields: { store: expect.any(String) } });
    expect(elsewhere.json().message).toMatch(/^store: /);

    const missing = await start({ percent: 0, ramp: true });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['percent', 'store', 'version']);
    const offRamp = await start({ version: '1.10.0', store: releases, percent: 10, ramp: true });
    expect(offRamp.json().fields).toEqual({
      percent: "percent must be one of a ramp's steps: 5, 25, 50, 100.",
    });
    expect((await remotes.read()).mf_catalogue.canary).toBeUndefined();
  });

  it('refuses a start made from a view that is no longer current', async () => {
    const seen = await operator.revision('mf_catalogue');
    expect(
      (
        await operator.change('catalogue', 'start', {
          revision: seen,
          reason: 'first',
          version: '1.9.0',
          store: releases,
          percent: 5,
          ramp: true,
        })
      ).statusCode,
    ).toBe(200);
    const stale = await operator.change('catalogue', 'start', {
      revision: seen,
      reason: 'second',
      version: '1.10.0',
      store: releases,
      percent: 10,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'catalogue changed since this view: it is now stable 1.0.0, canary 1.9.0 at 5 %. Nothing was changed.',
    );
    expect((await remotes.read()).mf_catalogue.canary).toMatchObject({ version: '1.9.0', ramp: true });
  });

  it('needs a signed-in operator and the CSRF header', async () => {
    const body = { version: '1.10.0', store: releases };
    const tokenOnly = await start(body, { cookie: XSRF.cookie, 'x-ops-token': OPS_TOKEN });
    expect(tokenOnly.statusCode).toBe(401);
    expect((await start(body, { 'x-xsrf-token': '' })).statusCode).toBe(403);
    expect((await remotes.read()).mf_catalogue.canary).toBeUndefined();
  });
});
