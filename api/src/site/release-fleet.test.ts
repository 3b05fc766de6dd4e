import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteNamed } from '@rental/shared/federation/remote-modules.ts';
import { publishRelease } from '@rental/shared/releases/publish-release.ts';
import { sha384Of } from '@rental/shared/releases/release-digest.ts';
import { openReleaseStore } from '@rental/shared/releases/stores/open-release-store.ts';
import { parseTrustedReleaseKeys } from '@rental/shared/releases/trusted-release-keys.ts';
import { startReleaseOrigin } from '@rental/shared/testing/release-origin.ts';
import { startRemotesConfigServer } from '@rental/shared/testing/remotes-config-server.ts';
import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';
import { buildApp } from '../app.ts';
import { repoRoot } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { outboxEmails, rolloutEvents } from '../db/schema.ts';
import type { ApiInstance } from '../http/fastify-types.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import { testSettings } from '../testing/test-settings.ts';
import { copyBuiltSite, readPage, siteIsBuilt } from '../testing/built-site-copy.ts';

const OPS_TOKEN = 'release-fleet-ops-token';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Two instances, each with a site folder of its own that never holds the release, one store, one
// remotes.json behind a URL: a team publishes once and both render the release (docs/decisions/024).
describe.skipIf(!siteIsBuilt)(
  'a release published once, rendered by every instance',
  { timeout: 60_000 },
  () => {
    const team = generateKeyPairSync('ed25519');
    let origin: Awaited<ReturnType<typeof startReleaseOrigin>>;
    let config: Awaited<ReturnType<typeof startRemotesConfigServer>>;
    let database: DatabaseHandle;
    const sites: ReturnType<typeof copyBuiltSite>[] = [];
    const caches: string[] = [];
    const instances: ApiInstance[] = [];

    beforeAll(async () => {
      origin = await startReleaseOrigin({ token: 'publisher' });
      config = await startRemotesConfigServer();
      config.documents.set('/remotes.json', JSON.stringify(allStableRemotes()));
      database = await openTestDatabase('pglite');
      const trustedKeys = parseTrustedReleaseKeys(
        JSON.stringify({ content: team.publicKey.export({ type: 'spki', format: 'pem' }).toString() }),
        'test',
      );
      for (let instance = 0; instance < 2; instance++) {
        const site = copyBuiltSite();
        const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-cache-'));
        sites.push(site);
        caches.push(cacheDir);
        instances.push(
          await buildApp(
            { db: database.db },
            testSettings({
              siteRoot: site.root,
              remotesConfig: `${config.origin}/remotes.json`,
              releases: { stores: [`${origin.url}/`], trustedKeys, cacheDir, store: {} },
              health: { opsToken: OPS_TOKEN },
            }),
          ),
        );
      }
    });

    afterAll(async () => {
      await Promise.all(instances.map((instance) => instance.close()));
      await database?.close();
      await origin?.close();
      await config?.close();
      for (const site of sites) site.remove();
      for (const cache of caches) fs.rmSync(cache, { recursive: true, force: true });
    });

    it('renders a canary published to the store on both instances, with nothing copied to them', async () => {
      const content = remoteNamed('mf_content');
      const store = openReleaseStore(`${origin.url}/`, { httpToken: 'publisher' });
      const { digest } = await publishRelease({
        remote: content,
        version: '1.5.0',
        buildFolder: path.join(repoRoot, 'mf-content', 'dist', '1.0.0'),
        store,
        signingKey: team,
        sharedVersions: {},
        now: new Date(),
      });
      const canary = {
        version: '1.5.0',
        entry: store.publicUrl('mf-content/1.5.0/mf-manifest.json'),
        release: { store: store.location, digest },
        percent: 100,
        rolloutId: '1.5.0.test',
      };
      const publishedRequests = origin.requests.length;
      config.documents.set(
        '/remotes.json',
        JSON.stringify({ ...allStableRemotes(), mf_content: { ...allStableRemotes().mf_content, canary } }),
      );

      const rendered = async (instance: ApiInstance) => {
        const answer = await instance.inject({ method: 'GET', url: '/' });
        expect(answer.statusCode).toBe(200);
        return { html: answer.body, page: readPage(answer.body) };
      };
      const started = Date.now();
      const serving = new Set<number>();
      while (serving.size < instances.length && Date.now() - started < 5_000) {
        for (const [index, instance] of instances.entries()) {
          const { page } = await rendered(instance);
          if (page.bootstrap?.remotes.find((remote) => remote.remote === 'mf_content')?.version === '1.5.0')
            serving.add(index);
        }
        await sleep(100);
      }
      expect([...serving].sort()).toEqual([0, 1]);

      for (const instance of instances) {
        const { html, page } = await rendered(instance);
        // Rendered on the server, from the release: the home page's heading, its scripts at the store.
        expect(page.headings).toContain('Light, sound and power for every production in South Florida');
        expect(html).toContain(`${origin.url}/mf-content/1.5.0/remoteEntry.js`);
        // What the browser checks before it runs: the entry script, the manifest, the linked stylesheets.
        const entryHash = sha384Of(
          fs.readFileSync(path.join(repoRoot, 'mf-content', 'dist', '1.0.0', 'remoteEntry.js')),
        );
        expect(html).toContain(`"${origin.url}/mf-content/1.5.0/remoteEntry.js":"${entryHash}"`);
        expect(html).toMatch(
          /<link rel="stylesheet" href="http:\/\/127\.0\.0\.1:\d+\/mf-content\/1\.5\.0\/[^"]+\.css" integrity="sha384-[^"]+" crossorigin="anonymous"\/>/,
        );
      }
      for (const site of sites)
        expect(fs.existsSync(path.join(site.root, 'mf-content', 'dist', '1.5.0'))).toBe(false);
      // Each instance fetched the release once, however many pages asked meanwhile.
      const releaseReads = origin.requests
        .slice(publishedRequests)
        .filter((request) => request.method === 'GET' && request.path === '/mf-content/1.5.0/release.json');
      expect(releaseReads).toHaveLength(instances.length);
    });

    it('refuses a release whose stored file was changed, on every instance, keeps serving stable and tells the operators once', async () => {
      const content = remoteNamed('mf_content');
      const store = openReleaseStore(`${origin.url}/`, { httpToken: 'publisher' });
      const { digest } = await publishRelease({
        remote: content,
        version: '1.6.0',
        buildFolder: path.join(repoRoot, 'mf-content', 'dist', '1.0.0'),
        store,
        signingKey: team,
        sharedVersions: {},
        now: new Date(),
      });
      const entry = '/mf-content/1.6.0/ssr/server-entry.cjs';
      const tampered = Buffer.from(origin.files.get(entry)!);
      tampered[0] = tampered[0]! ^ 1;
      origin.files.set(entry, tampered);
      config.documents.set(
        '/remotes.json',
        JSON.stringify({
          ...allStableRemotes(),
          mf_content: {
            ...allStableRemotes().mf_content,
            canary: {
              version: '1.6.0',
              entry: store.publicUrl('mf-content/1.6.0/mf-manifest.json'),
              release: { store: store.location, digest },
              percent: 100,
              rolloutId: '1.6.0.test',
            },
          },
        }),
      );

      const problems = async () => {
        const answer = await instances[0]!.inject({
          method: 'GET',
          url: '/api/v1/ops/releases',
          headers: { 'x-ops-token': OPS_TOKEN },
        });
        return (
          answer.json() as { data: { version: string; refused: boolean; count: number; reason: string }[] }
        ).data;
      };
      const started = Date.now();
      while (Date.now() - started < 5_000) {
        for (const instance of instances) {
          const answer = await instance.inject({ method: 'GET', url: '/' });
          expect(answer.statusCode).toBe(200);
          const version = readPage(answer.body).bootstrap?.remotes.find(
            (remote) => remote.remote === 'mf_content',
          )?.version;
          expect(version).not.toBe('1.6.0');
        }
        if ((await problems()).find((problem) => problem.version === '1.6.0')?.count === instances.length)
          break;
        await sleep(100);
      }
      expect((await problems()).find((problem) => problem.version === '1.6.0')).toMatchObject({
        refused: true,
        count: instances.length,
        reason: expect.stringMatching(
          /ssr\/server-entry\.cjs of mf-content@1\.6\.0 is not the file its release lists/,
        ),
      });
      for (const cache of caches)
        expect(
          fs.readdirSync(path.join(cache, 'mf-content')).filter((name) => name.startsWith('1.6.0')),
        ).toEqual([]);
      const emails = await database.db
        .select({ action: rolloutEvents.action, version: rolloutEvents.version })
        .from(outboxEmails)
        .innerJoin(rolloutEvents, eq(outboxEmails.rolloutEventId, rolloutEvents.id));
      expect(emails).toEqual([{ action: 'release-refused', version: '1.6.0' }]);
    });
  },
);
