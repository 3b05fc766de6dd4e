/**
 * `npm run bench:release` — a release published once and rendered by a fleet (docs/decisions/024):
 * 1. the time from `npm run rollout -- start` to the first canary page rendered on the server by each of
 *    two instances whose site folders never held the build (remotes.json behind a URL, polled every 2 s;
 *    target ≤ 5 s), and the cold fetch-and-verify of one release by an empty cache: time and bytes;
 * 2. `/` rendered with a stored release next to the same page with the build on the instance's own disk,
 *    at 10 connections (target: within 10 %);
 * 3. the process's resident memory (main thread and render workers alike) over 50 release switches, and
 *    the most threads it ran (target: growth ≤ 50 MB; workers never above their cap).
 * The two instances run in this process, on loopback, with an HTTP store (1) and a folder store (3).
 * Prints figures; asserts nothing. Needs the site built (`npm run build`); BENCH_SECONDS per load (10).
 */
import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { remoteNamed } from '@rental/shared/federation/remote-modules.ts';
import type { RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';
import { publishRelease } from '@rental/shared/releases/publish-release.ts';
import { openReleaseStore } from '@rental/shared/releases/stores/open-release-store.ts';
import type { ReleaseStore } from '@rental/shared/releases/stores/release-store.ts';
import { parseTrustedReleaseKeys } from '@rental/shared/releases/trusted-release-keys.ts';
import { startReleaseOrigin } from '@rental/shared/testing/release-origin.ts';
import { startRemotesConfigServer } from '@rental/shared/testing/remotes-config-server.ts';
import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';
import { buildApp } from '../src/app.ts';
import { repoRoot } from '../src/config.ts';
import { ReleaseCache } from '../src/site/release-cache.ts';
import { copyBuiltSite, siteIsBuilt } from '../src/testing/built-site-copy.ts';
import { testSettings } from '../src/testing/test-settings.ts';
import { openBenchDatabase } from './bench-database.ts';

const run = promisify(execFile);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SWITCHES = 50;
const TARGET_FIRST_PAGE_MS = 5_000;
const TARGET_GROWTH_MB = 50;
const HEADING = 'Light, sound and power for every production in South Florida';
const content = remoteNamed('mf_content');
const builtContent = path.join(repoRoot, 'mf-content', 'dist', '1.0.0');
const team = generateKeyPairSync('ed25519');
const trustedKeysJson = JSON.stringify({
  content: team.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
});
const trustedKeys = parseTrustedReleaseKeys(trustedKeysJson, 'bench');

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
const residentMb = () => megabytes(process.memoryUsage().rss);
const threads = () => Number(/Threads:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const publish = (store: ReleaseStore, version: string) =>
  publishRelease({
    remote: content,
    version,
    buildFolder: builtContent,
    store,
    signingKey: team,
    sharedVersions: {},
    now: new Date(),
  });

/** remotes.json with every visitor on `version` of the content remote, published in `store`. */
function contentCanary(store: ReleaseStore, version: string, digest: string, rolloutId: string): string {
  const manifest = allStableRemotes() as RemotesManifest;
  return JSON.stringify({
    ...manifest,
    mf_content: {
      stable: manifest.mf_content.stable,
      canary: {
        version,
        entry: store.publicUrl(`mf-content/${version}/mf-manifest.json`),
        release: { store: store.location, digest },
        percent: 100,
        rolloutId,
      },
    },
  });
}

/** Whether the instance at `origin` server-renders the home page with `version` of the content remote. */
async function rendersVersion(origin: string, version: string): Promise<boolean> {
  const html = await (await fetch(`${origin}/`, { headers: { accept: 'text/html' } })).text();
  return (
    html.includes(`"remote":"mf_content","channel":"canary","version":"${version}"`) && html.includes(HEADING)
  );
}

async function firstPages(fleet: string[], config: string, store: ReleaseStore, version: string) {
  const started = performance.now();
  const command = run(
    'node',
    [
      '--import',
      'tsx',
      'release-tools/src/rollout-command.ts',
      'start',
      'content',
      version,
      '--percent',
      '100',
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        REMOTES_CONFIG: config,
        RELEASE_STORE: store.location,
        RELEASE_TRUSTED_KEYS: trustedKeysJson,
        OPS_TOKEN: '',
      },
    },
  ).then(() => performance.now() - started);
  const firsts = fleet.map(async (origin) => {
    while (!(await rendersVersion(origin, version))) await sleep(25);
    return performance.now() - started;
  });
  const [commandMs, ...instanceMs] = await Promise.all([command, ...firsts]);
  return { commandMs: commandMs!, instanceMs };
}

async function coldFetch(store: ReleaseStore, version: string, digest: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-release-cache-'));
  const cache = new ReleaseCache({
    dir,
    stores: new Map([[store.location, store]]),
    trustedKeys,
    onProblem: (problem) => console.error('refused', problem),
  });
  const build = {
    version,
    entry: store.publicUrl(`mf-content/${version}/mf-manifest.json`),
    release: { store: store.location, digest },
  };
  const started = performance.now();
  const state = await cache.settled('mf_content', build);
  const ms = performance.now() - started;
  if (state.state !== 'ready') throw new Error(`the release was not verified: ${JSON.stringify(state)}`);
  const bytes = fs
    .readdirSync(state.folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
  fs.rmSync(dir, { recursive: true, force: true });
  return { ms, bytes };
}

async function load(origin: string) {
  const result = await autocannon({
    url: `${origin}/`,
    connections: 10,
    duration: SECONDS,
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', 'user-agent': 'Mozilla/5.0 bench' },
    workers: 1,
  });
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function main() {
  if (!siteIsBuilt) throw new Error('Build the site first: npm run build');
  const origin = await startReleaseOrigin();
  const config = await startRemotesConfigServer();
  config.documents.set('/remotes.json', JSON.stringify(allStableRemotes()));
  const folderStorePath = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-releases-'));
  const httpStore = openReleaseStore(`${origin.url}/`);
  const folderStore = openReleaseStore(folderStorePath);
  const database = await openBenchDatabase(undefined);
  const sites = [copyBuiltSite(), copyBuiltSite()];
  const caches = sites.map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cache-')));
  const instances = await Promise.all(
    sites.map((site, index) =>
      buildApp(
        { db: database.db },
        testSettings({
          siteRoot: site.root,
          remotesConfig: `${config.origin}/remotes.json`,
          releases: {
            stores: [folderStore.location, httpStore.location],
            trustedKeys,
            cacheDir: caches[index]!,
            store: {},
          },
        }),
      ),
    ),
  );
  const fleet = await Promise.all(instances.map((app) => app.listen({ host: '127.0.0.1', port: 0 })));
  for (const address of fleet) await fetch(`${address}/`).then((response) => response.arrayBuffer());

  // 1. Publish once, start the canary, first server-rendered canary page on each instance.
  const publishStarted = performance.now();
  const published = await publish(httpStore, '1.0.0-release.1');
  const publishMs = performance.now() - publishStarted;
  const rollout = await firstPages(fleet, `${config.origin}/remotes.json`, httpStore, '1.0.0-release.1');
  const cold = [] as { ms: number; bytes: number }[];
  for (let i = 0; i < 3; i++) cold.push(await coldFetch(httpStore, '1.0.0-release.1', published.digest));
  console.table([
    {
      moment: 'publish (npm run deploy:remote, HTTP store)',
      ms: Math.round(publishMs),
      detail: `${published.files} files, ${Math.round(published.bytes / 1024)} KiB`,
    },
    { moment: 'rollout start (verifies every file)', ms: Math.round(rollout.commandMs), detail: '' },
    ...rollout.instanceMs.map((ms, index) => ({
      moment: `first canary page server-rendered, instance ${index + 1}`,
      ms: Math.round(ms),
      detail: `target ≤ ${TARGET_FIRST_PAGE_MS} ms from rollout start`,
    })),
    {
      moment: 'cold fetch and verify of one release (median of 3)',
      ms: Math.round(median(cold.map(({ ms }) => ms))),
      detail: `${Math.round(cold[0]!.bytes / 1024)} KiB kept (server build, manifest, release.json)`,
    },
  ]);

  // 2. The same page from a stored release and from the instance's own disk.
  const [first] = fleet;
  const stored = [] as Awaited<ReturnType<typeof load>>[];
  const local = [] as Awaited<ReturnType<typeof load>>[];
  for (let round = 0; round < 2; round++) {
    stored.push(await load(first!));
    config.documents.set('/remotes.json', JSON.stringify(allStableRemotes()));
    await sleep(2_500);
    local.push(await load(first!));
    config.documents.set(
      '/remotes.json',
      contentCanary(httpStore, '1.0.0-release.1', published.digest, `bench.${round}`),
    );
    await sleep(2_500);
  }
  console.table([
    ...stored.map((figures, round) => ({
      '/ rendered with': `stored release, round ${round + 1}`,
      ...figures,
    })),
    ...local.map((figures, round) => ({
      '/ rendered with': `build on this disk, round ${round + 1}`,
      ...figures,
    })),
  ]);
  const storedRate = median(stored.map((figures) => figures['req/s']));
  const localRate = median(local.map((figures) => figures['req/s']));
  console.log(
    `Stored release vs own disk: ${(((storedRate - localRate) / localRate) * 100).toFixed(1)} % req/s (target within 10 %)`,
  );

  // 3. Fifty switches of the content remote's release, each a version no instance has run.
  const versions = Array.from({ length: SWITCHES }, (_, i) => `1.0.0-switch.${i + 1}`);
  const digests = new Map<string, string>();
  for (const version of versions) digests.set(version, (await publish(folderStore, version)).digest);
  const before = residentMb();
  const threadsBefore = threads();
  let mostThreads = threadsBefore;
  let highest = before;
  for (const version of versions) {
    config.documents.set(
      '/remotes.json',
      contentCanary(folderStore, version, digests.get(version)!, version),
    );
    while (!(await rendersVersion(first!, version))) await sleep(25);
    mostThreads = Math.max(mostThreads, threads());
    highest = Math.max(highest, residentMb());
  }
  await sleep(1_000);
  const after = residentMb();
  console.table([
    { moment: 'before the switches', 'resident MB': before, threads: threadsBefore },
    { moment: `highest during ${SWITCHES} switches`, 'resident MB': highest, threads: mostThreads },
    { moment: `after ${SWITCHES} switches`, 'resident MB': after, threads: threads() },
  ]);
  console.log(
    `Memory growth over ${SWITCHES} release switches: ${after - before} MB (target ≤ ${TARGET_GROWTH_MB} MB); ` +
      `threads at most ${mostThreads}, ${mostThreads - threadsBefore} more than before (render workers are threads)`,
  );

  await Promise.all(instances.map((app) => app.close()));
  await database.close();
  await origin.close();
  await config.close();
  for (const site of sites) site.remove();
  for (const dir of [...caches, folderStorePath]) fs.rmSync(dir, { recursive: true, force: true });
}

await main();
