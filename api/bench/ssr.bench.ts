/**
 * `npm run bench:ssr` — the server render (docs/decisions/015) and the caches in front of it (029):
 * requests per second and p50/p99 of `/`, `/equipments`, an equipment page and `/request-quote` at 10 and
 * 50 connections, served three ways in the same run, next to a static file: rendered for every request
 * (the origin cache off), from the instance's origin cache, and through the reference shared cache
 * (deploy/nginx/nginx.conf, Debian's nginx) in front of it. Then the process's resident memory after
 * 1,000 renders, and after 20 switches of a remote's version in remotes.json (each switch a version the
 * server has not run yet, so each one loads its code: a new render generation). Targets: a detail page's
 * p99 ≤ 100 ms at 10 connections rendered; from the origin cache at least 50 % of the static file's
 * req/s, through nginx at least 90 %; memory growth ≤ 50 MB. Prints figures; asserts nothing. Builds the
 * site first (BENCH_SKIP_BUILD=1 to skip); BENCH_SECONDS per target (10).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { paths } from '@rental/shared/routes/paths.ts';
import { isNginxInstalled, startSharedCache } from '../../deploy/nginx/testing/shared-cache-process.ts';
import { buildApp } from '../src/app.ts';
import { testSettings } from '../src/testing/test-settings.ts';
import { repoRoot } from '../src/config.ts';
import { shellDist } from '../src/site/site-files.ts';
import { openBenchDatabase } from './bench-database.ts';
import {
  BROWSER_HEADERS,
  MEMORY_RENDERS,
  renderPages,
  renderTimes,
  SSR_PAGES,
  WARM_UP_RENDERS,
} from './ssr-renders.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_DETAIL_P99_MS = 100;
const TARGET_GROWTH_MB = 50;
const TARGET_ORIGIN_CACHE_SHARE = 0.5;
const TARGET_SHARED_CACHE_SHARE = 0.9;
const SWITCHES = 20;
const STATIC_FILE = '/favicon.svg';

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
const residentMb = () => megabytes(process.memoryUsage().rss);

type ServedBy = 'static file' | 'rendered' | 'origin cache' | 'nginx';

async function load(origin: string, target: string, connections: number, servedBy: ServedBy) {
  // In a worker thread: the load generator does not share the server's event loop.
  const result = await autocannon({
    url: origin + target,
    connections,
    duration: SECONDS,
    headers: BROWSER_HEADERS,
    workers: 1,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    target,
    connections,
    'served by': servedBy,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    failed,
  };
}

/** Copies of the content remote's build under new version numbers, as twenty deploys would leave them. */
function deployVersions(): string[] {
  const dist = path.join(repoRoot, 'mf-content', 'dist');
  const built = fs.readdirSync(dist).find((name) => fs.existsSync(path.join(dist, name, 'ssr')))!;
  return Array.from({ length: SWITCHES }, (_, i) => {
    const version = `${built}-bench.${i + 1}`;
    fs.cpSync(path.join(dist, built), path.join(dist, version), { recursive: true });
    return version;
  });
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1')
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const database = await openBenchDatabase(undefined);
  // The live remotes.json of this run, started from the build's as a server starts its own.
  const remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-bench-')), 'remotes.json');
  const remotesJson = fs.readFileSync(path.join(shellDist(repoRoot), 'remotes.json'), 'utf8');
  fs.writeFileSync(remotesFile, remotesJson);
  const app = await buildApp(
    { db: database.db },
    testSettings({
      siteRoot: repoRoot,
      remotesConfig: remotesFile,
      // Every request rendered: the render's own cost, and the memory figures below.
      pageCache: { ...testSettings().pageCache, maxBytes: 0 },
    }),
  );
  const cachedApp = await buildApp(
    { db: database.db },
    testSettings({ siteRoot: repoRoot, remotesConfig: remotesFile }),
  );
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const cachedOrigin = await cachedApp.listen({ host: '127.0.0.1', port: 0 });
  const sharedCache = isNginxInstalled()
    ? await startSharedCache(Number(process.env.BENCH_NGINX_PORT ?? 8788), Number(new URL(cachedOrigin).port))
    : undefined;
  const versions: string[] = [];
  try {
    await renderPages(origin, WARM_UP_RENDERS);
    await renderPages(cachedOrigin, WARM_UP_RENDERS);
    if (sharedCache) await renderPages(sharedCache.origin, WARM_UP_RENDERS);
    const rows = [];
    for (const connections of [10, 50]) {
      const file = await load(origin, STATIC_FILE, connections, 'static file');
      rows.push(file);
      const share = (row: Awaited<ReturnType<typeof load>>) => ({
        ...row,
        'of static': `${Math.round((row['req/s'] / file['req/s']) * 100)} %`,
      });
      for (const page of SSR_PAGES) {
        rows.push(share(await load(origin, page, connections, 'rendered')));
        rows.push(share(await load(cachedOrigin, page, connections, 'origin cache')));
        if (sharedCache) rows.push(share(await load(sharedCache.origin, page, connections, 'nginx')));
      }
    }
    console.table(rows);
    if (!sharedCache)
      console.log('nginx is not installed (/usr/sbin/nginx): no rows through the shared cache.');
    const detail = rows.find(
      (row) =>
        row.target === '/equipments/2/details' && row.connections === 10 && row['served by'] === 'rendered',
    )!;
    console.log(
      `Detail page rendered, p99 at 10 connections: ${detail['p99 ms']} ms (target ≤ ${TARGET_DETAIL_P99_MS} ms)`,
    );
    console.log(
      `Targets: from the origin cache ≥ ${TARGET_ORIGIN_CACHE_SHARE * 100} % of the static file's req/s, through nginx ≥ ${TARGET_SHARED_CACHE_SHARE * 100} %.`,
    );

    const before = residentMb();
    await renderPages(origin, MEMORY_RENDERS);
    const afterRenders = residentMb();
    versions.push(...deployVersions());
    const remotes = JSON.parse(remotesJson) as Record<string, { stable: { version: string; entry: string } }>;
    for (const version of versions) {
      remotes.mf_content!.stable = { version, entry: `/remotes/mf-content/${version}/mf-manifest.json` };
      fs.writeFileSync(remotesFile, JSON.stringify(remotes));
      await renderTimes(origin, 10, (i) => (i % 2 ? paths.home() : paths.aboutUs()));
    }
    // A retired generation's thread ends once its last page is sent; give the collector a moment too.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    global.gc?.();
    const afterSwitches = residentMb();
    console.table([
      { moment: 'after warm-up', 'resident MB': before },
      { moment: 'after 1,000 renders', 'resident MB': afterRenders, 'growth MB': afterRenders - before },
      {
        moment: `after ${SWITCHES} version switches`,
        'resident MB': afterSwitches,
        'growth MB': afterSwitches - before,
      },
    ]);
    console.log(`Memory growth: ${afterSwitches - before} MB (target ≤ ${TARGET_GROWTH_MB} MB)`);
  } finally {
    fs.rmSync(path.dirname(remotesFile), { recursive: true, force: true });
    for (const version of versions)
      fs.rmSync(path.join(repoRoot, 'mf-content', 'dist', version), { recursive: true, force: true });
    await sharedCache?.close();
    await app.close();
    await cachedApp.close();
    await database.close();
  }
}

await main();
