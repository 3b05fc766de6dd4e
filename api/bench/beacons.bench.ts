/**
 * `npm run bench:beacons` — the real-user health beacons and the rollout guard (docs/decisions/017).
 *
 * 1. POST /api/v1/health/beacons at 50 connections against the real HTTP server: each request a beacon
 *    as the shell sends it, on a token signed for its page view. Most are a page view's first beacon
 *    ('view' + 'lcp' for the page's remote); a share are the same page view's later beacon ('view'
 *    again, which must not count twice, + 'inp' + 'cls'), from one of 2,000 visitors (X-Forwarded-For).
 *    Prints req/s, latency, errors, the server's event-loop delay, and what was counted, read back from
 *    the database.
 * 2. The guard's query (`readHealthFigures` for one remote, version and channel) on a table standing for
 *    a million events: 14 days of per-minute periods for 3 remotes × 2 versions × 2 channels. Timed over
 *    the guard's 15-minute window and over 24 hours, as loaded (PGlite has no autovacuum, so no planner
 *    statistics) and after ANALYZE, with the plans; then passes of the guard itself on a canary.
 *
 * Prints figures; asserts nothing. Figures depend on the host: the header says which.
 *   npm run bench:beacons
 *   npm run bench:beacons -- --seconds=5 --connections=20
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:beacons   PostgreSQL
 * Settings (argv or environment): --seconds / BENCH_SECONDS (10), --connections / BENCH_CONNECTIONS (50),
 * --tokens / BENCH_TOKENS (20000), --events / BENCH_EVENTS (1000000), --runs / BENCH_QUERY_RUNS (50).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql, type SQL } from 'drizzle-orm';
import { HEALTH_BEACON_PATH, type HealthBeacon, type HealthFigures } from '@rental/shared/contracts';
import { REMOTES, remoteNamed, type RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';
import { RemotesConfigFile } from '@rental/shared/rollouts/remotes-config-store.ts';
import { startCanary } from '@rental/shared/rollouts/rollout-plan.ts';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
import { buildApp } from '../src/app.ts';
import { testSettings } from '../src/testing/test-settings.ts';
import type { Database, DatabaseHandle } from '../src/db/database.ts';
import { readHealthFigures } from '../src/health-figures/health-figures-reading.ts';
import { pruneHealth } from '../src/health-figures/health-pruning.ts';
import { issueViewToken } from '../src/health-figures/view-token.ts';
import type { GuardSettings } from '../src/rollout-guard/canary-verdict.ts';
import { guardRollouts } from '../src/rollout-guard/rollout-guard.ts';
import { API_PREFIX } from '../src/http/api-prefix.ts';
import { openBenchDatabase } from './bench-database.ts';

const { values: argv } = parseArgs({
  options: {
    seconds: { type: 'string' },
    connections: { type: 'string' },
    tokens: { type: 'string' },
    events: { type: 'string' },
    runs: { type: 'string' },
  },
});

function setting(name: keyof typeof argv, env: string, fallback: number): number {
  const raw = (argv[name] ?? process.env[env])?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} (${env}) must be a positive integer, got "${raw}"`);
  return value;
}

const SECONDS = setting('seconds', 'BENCH_SECONDS', 10);
const CONNECTIONS = setting('connections', 'BENCH_CONNECTIONS', 50);
const TOKENS = setting('tokens', 'BENCH_TOKENS', 20_000);
const EVENTS = setting('events', 'BENCH_EVENTS', 1_000_000);
const QUERY_RUNS = setting('runs', 'BENCH_QUERY_RUNS', 50);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL?.trim() || undefined;

/** Page views whose later beacon (page hide) is sent too; the rest send only their first. */
const LATER_BEACON_SHARE = 0.15;
const WARM_UP_TOKENS = 2_000;
const WARM_UP_SECONDS = 1;
const GUARD_PASSES = 20;
const DAYS = 14;
const MINUTE = 60_000;
const GUARD_WINDOW_MS = 15 * MINUTE;
const DAY_MS = 24 * 60 * MINUTE;

const REMOTE_NAMES = REMOTES.map((remote) => remote.name);
const STABLE_VERSION = '2.3.0';
const CANARY_VERSION = '2.4.0';
/** The remote a page is mostly about, and so what its beacon reports: the catalogue's pages lead. */
const PAGE_REMOTE_SHARES: [RemoteName, number][] = [
  ['mf_catalogue', 0.6],
  ['mf_content', 0.25],
  ['mf_cart_quote', 0.15],
];
const CANARY_SHARE = 0.1;
/** Distinct visitors behind the page views: a few page views each, as on a real site. */
const VISITORS = 2_000;
const SECRET = 'beacons-bench-secret-0123456789';

const entryOf = (remote: RemoteName, version: string) =>
  `/remotes/${remoteNamed(remote).folder}/${version}/mf-manifest.json`;

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacons-bench-'));

// ---------------------------------------------------------------------------------------------- host

/** Where the loop's result goes, so that the compiler cannot drop the loop as dead code. */
let _cpuSink = 0;

function cpuHint(): string {
  // The best of three: the first pays for the JIT, and a busy neighbour only ever makes it slower.
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    let x = 1;
    for (let i = 0; i < 100_000_000; i++) x = Math.imul(x ^ i, 0x9e3779b1) >>> 0;
    _cpuSink ^= x;
    best = Math.min(best, performance.now() - started);
  }
  return `${best.toFixed(0)} ms for 100M rounds of a multiply-xor loop`;
}

async function printHeader(db: Database) {
  const cpus = os.cpus();
  const [server] = await rows<{ version: string }>(db, sql`select version()`);
  console.log('bench:beacons — real-user health beacons and the rollout guard');
  console.log(
    `  Node ${process.version}, ${os.platform()} ${os.arch()}, ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}`,
  );
  // Other work on the host (tests, browsers) shows in every figure below, in the tail latencies most.
  console.log(
    `  CPU speed hint: ${cpuHint()}; load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min)`,
  );
  console.log(
    `  Database: ${POSTGRES_URL ? 'PostgreSQL (BENCH_POSTGRES_URL)' : 'PGlite in memory'} — ${server?.version.split(' on ')[0] ?? 'unknown version'}`,
  );
}

// ------------------------------------------------------------------------------------------ helpers

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? NaN;

const ms = (value: number) => Number(value.toFixed(2));

/** A log-normal value around `median`, as web vitals are spread. */
function vitalValue(median: number, spread: number): number {
  const gaussian = Math.sqrt(-2 * Math.log(1 - Math.random())) * Math.cos(2 * Math.PI * Math.random());
  return Math.min(600_000, Math.max(0, Math.round(median * Math.exp(spread * gaussian))));
}

function pickPageRemote(): RemoteName {
  let roll = Math.random();
  for (const [remote, share] of PAGE_REMOTE_SHARES) if ((roll -= share) < 0) return remote;
  return 'mf_catalogue';
}

// ------------------------------------------------------------------------------ 1. beacon endpoint

interface PageViewBeacons {
  first: string;
  later: string;
  /** The visitor's address, as a proxy in front would pass it on in X-Forwarded-For. */
  client: string;
}

/** What the server would sign for one page view's builds, and the two beacons the shell would send from it. */
function pageView(now: number): PageViewBeacons {
  const assignments: RemoteAssignment[] = REMOTE_NAMES.map((remote) => {
    const canary = remote === 'mf_catalogue' && Math.random() < CANARY_SHARE;
    const version = canary ? CANARY_VERSION : STABLE_VERSION;
    return {
      remote,
      channel: canary ? 'canary' : 'stable',
      version,
      entry: entryOf(remote, version),
      stable: { version: STABLE_VERSION, entry: entryOf(remote, STABLE_VERSION) },
    };
  });
  const token = issueViewToken(SECRET, assignments, now);
  const pageRemote = pickPageRemote();
  const page = assignments.find(({ remote }) => remote === pageRemote)!;
  const about = { remote: page.remote, version: page.version, channel: page.channel };
  const viewId = randomBytes(16).toString('base64url');
  const first: HealthBeacon = {
    token,
    viewId,
    events: [
      { ...about, kind: 'view' },
      { ...about, kind: 'lcp', value: vitalValue(1800, 0.5) },
    ],
  };
  const later: HealthBeacon = {
    token,
    viewId,
    events: [
      { ...about, kind: 'view' },
      { ...about, kind: 'inp', value: vitalValue(150, 0.6) },
      { ...about, kind: 'cls', value: vitalValue(40, 0.9) },
    ],
  };
  const visitor = Math.floor(Math.random() * VISITORS);
  return {
    first: JSON.stringify(first),
    later: JSON.stringify(later),
    client: `10.${visitor >> 16}.${(visitor >> 8) & 255}.${visitor & 255}`,
  };
}

/**
 * autocannon's worker thread loads its request hook by file path (a function cannot cross to a thread),
 * and deep-copies its `initialContext` for every request, so the bodies come from a file the hook reads
 * once. All connections of the worker share the module, hence one walk through the page views: each
 * request is the next page view's first beacon, or now and then a recent page view's later one.
 */
function writeRequestHook(name: string, views: readonly PageViewBeacons[]): string {
  const poolFile = path.join(tempDir, `${name}.json`);
  fs.writeFileSync(poolFile, JSON.stringify(views));
  const hookFile = path.join(tempDir, `${name}.cjs`);
  fs.writeFileSync(
    hookFile,
    `const pool = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(poolFile)}, 'utf8'));
let next = 0;
module.exports = (request) => {
  const later = next > 0 && Math.random() < ${LATER_BEACON_SHARE / (1 + LATER_BEACON_SHARE)};
  const entry = later
    ? pool[(next - 1 - Math.floor(Math.random() * Math.min(next, 500))) % pool.length]
    : pool[next++ % pool.length];
  const body = later ? entry.later : entry.first;
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': entry.client }, body };
};
`,
  );
  return hookFile;
}

async function fire(url: string, hookFile: string, seconds: number) {
  return autocannon({
    url,
    method: 'POST',
    // What navigator.sendBeacon sends with a JSON Blob, plus the site's cookie a browser would carry.
    headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=bench' },
    requests: [{ setupRequest: hookFile } as unknown as autocannon.Request],
    connections: CONNECTIONS,
    duration: seconds,
    // Off the server's event loop: otherwise the load generator competes with the API for one thread.
    workers: 1,
  });
}

async function countRows(db: Database, table: string): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
  return Number(row?.n ?? 0);
}

const HEALTH_TABLES = 'health_view_events, health_views, health_periods, health_vitals';

/**
 * The database with a count of the transactions under way. autocannon stops at its deadline and closes its
 * connections while the server still works on their requests: those transactions must end before the
 * tables are cleared (a TRUNCATE among them deadlocks on PostgreSQL) or the counted events read back.
 */
function countingTransactions(db: Database) {
  let running = 0;
  const counts = { done: 0 };
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'transaction') return Reflect.get(target, key, receiver) as unknown;
      return async (...args: Parameters<Database['transaction']>) => {
        running++;
        try {
          return await target.transaction(...args);
        } finally {
          running--;
          counts.done++;
        }
      };
    },
  });
  // A request whose body was read but whose transaction has not begun yet is a few ticks away from it.
  const settled = async () => {
    for (let quiet = 0; quiet < 3; quiet = running === 0 ? quiet + 1 : 0)
      await new Promise((resolve) => setTimeout(resolve, 50));
  };
  return { db: counted, settled, counts };
}

async function benchBeaconEndpoint(database: DatabaseHandle) {
  console.log(`\n1. POST ${API_PREFIX}${HEALTH_BEACON_PATH} at ${CONNECTIONS} connections for ${SECONDS} s`);
  const { db, settled, counts } = countingTransactions(database.db);
  const app = await buildApp(
    { db },
    testSettings({
      // Each page view comes from its visitor's address (X-Forwarded-For), so that the per-client rows are
      // as many as on a real site rather than one hot row for 127.0.0.1.
      trustProxy: { hops: 1 },
      // A few visitors have more page views than the real share allows; here every one should count.
      health: {
        secret: SECRET,
        maxViewsPerClient: 1_000_000_000,
        maxFailuresPerClient: 1_000_000_000,
        windowMs: GUARD_WINDOW_MS,
        periodMs: MINUTE,
      },
    }),
  );
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `${origin}${API_PREFIX}${HEALTH_BEACON_PATH}`;
  try {
    const generating = performance.now();
    const now = Date.now();
    const warmUpViews = Array.from({ length: WARM_UP_TOKENS }, () => pageView(now));
    const views = Array.from({ length: TOKENS }, () => pageView(now));
    console.log(
      `  ${TOKENS + WARM_UP_TOKENS} page views (a token and an id each) made in ${(performance.now() - generating).toFixed(0)} ms; ` +
        `a first beacon is ~${Buffer.byteLength(views[0]!.first)} bytes, a later one ~${Buffer.byteLength(views[0]!.later)}`,
    );
    // A second of load for connections, JIT and the database's caches; its rows are then cleared.
    await fire(url, writeRequestHook('warm-up', warmUpViews), WARM_UP_SECONDS);
    await settled();
    await database.db.execute(sql.raw(`truncate ${HEALTH_TABLES}`));

    counts.done = 0;
    // A request waits unread while the server's thread is busy (PGlite runs on it) or not scheduled at all
    // on a busy host: this delay next to the latencies tells which of the two a long tail comes from.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const result = await fire(url, writeRequestHook('measured', views), SECONDS);
    loopDelay.disable();
    await settled();
    const answered = result['2xx'];
    const [pageViews, eventRows] = await Promise.all([
      countRows(database.db, 'health_views'),
      countRows(database.db, 'health_view_events'),
    ]);
    const figures = await readHealthFigures(database.db, {
      from: new Date(now - DAY_MS),
      to: new Date(Date.now() + DAY_MS),
    });
    const vitals = await rows<{ metric: string; n: number }>(
      database.db,
      sql`select metric, sum(count)::int as n from health_vitals group by metric order by metric`,
    );
    const viewsCounted = figures.reduce((sum, row) => sum + row.views, 0);
    const failures = figures.reduce((sum, row) => sum + row.failures, 0);
    const vitalEvents = vitals.reduce((sum, row) => sum + Number(row.n), 0);
    const counted = viewsCounted + failures + vitalEvents;

    console.table({
      'req/s (mean)': Math.round(result.requests.average),
      requests: result.requests.total,
      'p50 ms': result.latency.p50,
      'p97.5 ms': result.latency.p97_5,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      '2xx (202)': answered,
      'non-2xx': result.non2xx,
      'errors/timeouts': result.errors + result.timeouts,
      'event-loop delay p50 ms': ms(loopDelay.percentile(50) / 1e6),
      'event-loop delay p99 ms': ms(loopDelay.percentile(99) / 1e6),
      'event-loop delay max ms': ms(loopDelay.max / 1e6),
    });
    console.table({
      'page views recorded (health_views)': pageViews,
      // More than the 202s: the requests in flight at the deadline are served, but autocannon has stopped counting.
      'beacons recorded by the server': counts.done,
      'views counted (readHealthFigures)': viewsCounted,
      'failures counted': failures,
      ...Object.fromEntries(vitals.map(({ metric, n }) => [`${metric} counted (health_vitals)`, Number(n)])),
      'events counted, all kinds': counted,
      'events recorded once each (health_view_events)': eventRows,
    });
    if (counted !== eventRows)
      console.log(
        `  NOTE: ${counted} events counted against ${eventRows} recorded as seen: they should match.`,
      );
    if (result.requests.total / (1 + LATER_BEACON_SHARE) > TOKENS)
      console.log(`  NOTE: the pool of ${TOKENS} page views was walked more than once; raise --tokens.`);
    console.table(
      figures.map(({ remote, version, channel, views, lcpP75, inpP75, clsP75 }) => ({
        remote,
        version,
        channel,
        views,
        'lcp p75': lcpP75 === null ? null : Math.round(lcpP75),
        'inp p75': inpP75 === null ? null : Math.round(inpP75),
        'cls p75': clsP75 === null ? null : Number(clsP75.toFixed(3)),
      })),
    );
  } finally {
    await app.close();
  }
}

// ------------------------------------------------------------------ 2. the guard's query on 1M events

interface Series {
  remote: RemoteName;
  version: string;
  channel: 'stable' | 'canary';
  /** The series' share of all page views. */
  share: number;
}

/**
 * Each remote has had 2.3.0 and 2.4.0 on each channel (a rollout, a promotion, a fallback to stable):
 * stable carries 90 % of page views, canary 10 %; vitals of the canary a little slower, as a canary's
 * often are, but within what the guard allows.
 */
const SERIES: Series[] = REMOTE_NAMES.flatMap((remote) =>
  [STABLE_VERSION, CANARY_VERSION].flatMap((version) => [
    { remote, version, channel: 'stable' as const, share: 0.9 / 6 },
    { remote, version, channel: 'canary' as const, share: 0.1 / 6 },
  ]),
);
/** Per page view: the view, one each of LCP, INP and CLS, and failures at about 0.5 % of views. */
const EVENTS_PER_VIEW = 4.005;

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Per-minute rows for every series over DAYS up to `end`, in two statements: counts, then vitals. */
async function fillHealth(db: Database, end: number) {
  const minutes = DAYS * 24 * 60;
  const start = end - minutes * MINUTE;
  const totalViews = EVENTS / EVENTS_PER_VIEW;
  const series = SERIES.map(
    ({ remote, version, channel, share }) =>
      `(${literal(remote)}, ${literal(version)}, ${literal(channel)}, ${(totalViews * share) / minutes})`,
  ).join(', ');
  await db.execute(sql.raw(`select setseed(0.17)`));
  // Views per row drawn uniformly around the series' mean, so that totals land near EVENTS; failures
  // one in two hundred views. MATERIALIZED keeps random() to one draw per row.
  await db.execute(
    sql.raw(`
      with drawn as materialized (
        select s.remote, s.version, s.channel,
          to_timestamp(${start / 1000}) + m * interval '1 minute' as period_start,
          floor(random() * (2 * s.mean + 1))::int as views
        from (values ${series}) as s(remote, version, channel, mean)
        cross join generate_series(0, ${minutes - 1}) as m
      )
      insert into health_periods (remote, version, channel, period_start, views, load_failures, region_errors, unhandled_errors)
      select remote, version, channel, period_start, views,
        (random() < views * 0.002)::int, (random() < views * 0.002)::int, (random() < views * 0.001)::int
      from drawn`),
  );
  // One value per view and metric, put in its bucket as vital-buckets.ts does (5 % geometric steps). The
  // normal draw is Box-Muller rather than random_normal(), which PostgreSQL only has from 16 on.
  await db.execute(
    sql.raw(`
      with valued as materialized (
        select p.remote, p.version, p.channel, p.period_start, v.metric,
          least(600000, greatest(0, round(v.median * (case when p.channel = 'canary' then 1.05 else 1 end)
            * exp(v.spread * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())))))::float8 as value
        from health_periods p
        cross join (values ('lcp', 1800, 0.5), ('inp', 150, 0.6), ('cls', 40, 0.9)) as v(metric, median, spread)
        cross join lateral generate_series(1, p.views) as k
      )
      insert into health_vitals (remote, version, channel, metric, period_start, bucket, count)
      select remote, version, channel, metric, period_start,
        case when value < 1 then 0 else floor(ln(value) / ln(1.05))::int + 1 end as bucket, count(*)::int
      from valued
      group by 1, 2, 3, 4, 5, 6`),
  );
}

async function representedEvents(db: Database) {
  const [counts] = await rows<{ views: number; failures: number }>(
    db,
    sql`select sum(views)::int as views, sum(load_failures + region_errors + unhandled_errors)::int as failures from health_periods`,
  );
  const [vitals] = await rows<{ n: number }>(db, sql`select sum(count)::int as n from health_vitals`);
  return {
    views: Number(counts?.views ?? 0),
    failures: Number(counts?.failures ?? 0),
    vitals: Number(vitals?.n ?? 0),
  };
}

/** The statements `readHealthFigures` sends for one series, with the values inline, for EXPLAIN. */
function figuresStatements(series: Series, from: Date, to: Date) {
  const where = `period_start >= ${literal(from.toISOString())} and period_start < ${literal(to.toISOString())}
    and remote = ${literal(series.remote)} and version = ${literal(series.version)} and channel = ${literal(series.channel)}`;
  return {
    health_periods: `select remote, version, channel, sum(views)::int, sum(load_failures)::int,
      sum(region_errors)::int, sum(unhandled_errors)::int
      from health_periods where ${where} group by remote, version, channel`,
    health_vitals: `select remote, version, channel, metric, bucket, sum(count)::int
      from health_vitals where ${where} group by remote, version, channel, metric, bucket`,
  };
}

/** Each scan of the plan, with its conditions, what it threw away and the pages it touched. */
async function planSummary(db: Database, statement: string): Promise<string> {
  const plan = await rows<{ 'QUERY PLAN': string }>(
    db,
    sql.raw(`explain (analyze, buffers, costs off, timing off, summary off) ${statement}`),
  );
  const nodes: string[][] = [];
  for (const [index, line] of plan.map((row) => row['QUERY PLAN']).entries()) {
    const text = line.trim();
    if (text.startsWith('Planning')) break;
    if (index === 0 || text.startsWith('->')) nodes.push([text.replace(/^->\s*/, '')]);
    else nodes.at(-1)?.push(text);
  }
  // "Index Searches" (PostgreSQL 18) above 1 on a primary key is a skip scan over a column with no condition.
  const wanted = /Index Cond|Filter|Recheck Cond|Index Searches|Buffers/;
  return nodes
    .filter(([head]) => head?.includes('Scan'))
    .map(([head, ...details]) =>
      [head, ...details.filter((detail) => wanted.test(detail))].join('\n          '),
    )
    .join('\n        ')
    .replace(/'::(text|timestamp with time zone)/g, "'");
}

async function timeFigures(db: Database, query: Parameters<typeof readHealthFigures>[1]) {
  let figures: HealthFigures | undefined;
  for (let i = 0; i < 3; i++) [figures] = await readHealthFigures(db, query);
  const times: number[] = [];
  for (let i = 0; i < QUERY_RUNS; i++) {
    const started = performance.now();
    await readHealthFigures(db, query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), figures };
}

async function timeGuardQueries(db: Database, end: number, label: string) {
  const to = new Date(end);
  const targets = [
    {
      series: SERIES.find(
        (s) => s.remote === 'mf_catalogue' && s.version === CANARY_VERSION && s.channel === 'canary',
      )!,
      windowMs: GUARD_WINDOW_MS,
      window: '15 min',
    },
    {
      series: SERIES.find(
        (s) => s.remote === 'mf_catalogue' && s.version === STABLE_VERSION && s.channel === 'stable',
      )!,
      windowMs: GUARD_WINDOW_MS,
      window: '15 min',
    },
    {
      series: SERIES.find(
        (s) => s.remote === 'mf_catalogue' && s.version === CANARY_VERSION && s.channel === 'canary',
      )!,
      windowMs: DAY_MS,
      window: '24 h',
    },
    {
      series: SERIES.find(
        (s) => s.remote === 'mf_catalogue' && s.version === STABLE_VERSION && s.channel === 'stable',
      )!,
      windowMs: DAY_MS,
      window: '24 h',
    },
  ];
  const table = [];
  const plans: string[] = [];
  for (const { series, windowMs, window } of targets) {
    const from = new Date(end - windowMs);
    const { remote, version, channel } = series;
    const { median, p95, figures } = await timeFigures(db, { from, to, remote, version, channel });
    table.push({
      series: `${remote} ${version} ${channel}`,
      window,
      'median ms': ms(median),
      'p95 ms': ms(p95),
      views: figures?.views ?? 0,
      failures: figures?.failures ?? 0,
      'lcp p75': figures?.lcpP75 == null ? null : Math.round(figures.lcpP75),
      'inp p75': figures?.inpP75 == null ? null : Math.round(figures.inpP75),
      'cls p75': figures?.clsP75 == null ? null : Number(figures.clsP75.toFixed(3)),
    });
    for (const [tableName, statement] of Object.entries(figuresStatements(series, from, to)))
      plans.push(`    ${channel} ${window}, ${tableName}:\n        ${await planSummary(db, statement)}`);
  }
  console.log(`\n  readHealthFigures for one series, ${QUERY_RUNS} runs each — ${label}:`);
  console.table(table);
  console.log('  Plans (EXPLAIN ANALYZE):');
  for (const plan of plans) console.log(plan);
}

/** remotes.json with a ramping canary of the catalogue started two hours before `now`. */
function remotesWithCanary(now: number): RemotesManifest {
  const manifest = Object.fromEntries(
    REMOTE_NAMES.map((remote) => [
      remote,
      { stable: { version: STABLE_VERSION, entry: entryOf(remote, STABLE_VERSION) } },
    ]),
  ) as RemotesManifest;
  manifest.mf_catalogue = startCanary(manifest.mf_catalogue, {
    build: { version: CANARY_VERSION, entry: entryOf('mf_catalogue', CANARY_VERSION) },
    percent: 25,
    ramp: true,
    now: new Date(now - 2 * 60 * MINUTE),
  });
  return manifest;
}

async function timeGuardPasses(db: Database, end: number) {
  const file = path.join(tempDir, 'remotes.json');
  const manifestText = `${JSON.stringify(remotesWithCanary(end), null, 2)}\n`;
  const store = new RemotesConfigFile(file);
  // The data has ~0.4 canary views a minute; the real 200 would leave the guard waiting, judging nothing.
  const settings: GuardSettings = {
    intervalMs: MINUTE,
    windowMs: GUARD_WINDOW_MS,
    minViews: 5,
    maxFailureDelta: 0.02,
    maxVitalsRatio: 1.25,
  };
  const quiet = { info() {}, warn() {} };
  const guardTimes: number[] = [];
  const passTimes: number[] = [];
  let outcome = '';
  for (let pass = 0; pass < GUARD_PASSES; pass++) {
    // Each pass judges the same rollout: a step or kill by the previous pass is undone first.
    fs.writeFileSync(file, manifestText);
    fs.rmSync(store.historyLocation, { force: true });
    const now = new Date(end);
    const started = performance.now();
    // As start-rollout-guard.ts runs a pass: one transaction, the advisory lock, the guard, the pruning.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_try_advisory_xact_lock(${0x6775617264}) as locked`);
      const guardStarted = performance.now();
      const outcomes = await guardRollouts({ db: tx, store, settings, now, log: quiet });
      guardTimes.push(performance.now() - guardStarted);
      outcome ||= outcomes.map((o) => `${o.remote} ${o.version}: ${o.action} (${o.reason})`).join('; ');
      await pruneHealth(tx, now, 30, settings.windowMs);
    });
    passTimes.push(performance.now() - started);
  }
  guardTimes.sort((a, b) => a - b);
  passTimes.sort((a, b) => a - b);
  console.log(
    `\n  Rollout guard, ${GUARD_PASSES} passes on a catalogue canary at 25 % (ramp, minViews ${settings.minViews}):`,
  );
  console.table([
    {
      what: 'guardRollouts',
      'median ms': ms(percentile(guardTimes, 0.5)),
      'p95 ms': ms(percentile(guardTimes, 0.95)),
    },
    {
      what: 'whole pass (transaction + lock + guard + pruneHealth)',
      'median ms': ms(percentile(passTimes, 0.5)),
      'p95 ms': ms(percentile(passTimes, 0.95)),
    },
  ]);
  console.log(`  Outcome: ${outcome || 'no canary judged'}`);
}

async function benchGuardQuery(database: DatabaseHandle) {
  const { db } = database;
  console.log(`\n2. The guard's query on ~${EVENTS.toLocaleString('en')} stored events`);
  await db.execute(sql.raw(`truncate ${HEALTH_TABLES}`));
  const end = Math.floor(Date.now() / MINUTE) * MINUTE;
  const filling = performance.now();
  await fillHealth(db, end);
  const fillSeconds = (performance.now() - filling) / 1000;
  const represented = await representedEvents(db);
  const [periodRows, vitalRows] = [
    await countRows(db, 'health_periods'),
    await countRows(db, 'health_vitals'),
  ];
  console.log(
    `  Filled in ${fillSeconds.toFixed(1)} s: ${DAYS} days of per-minute periods, ${SERIES.length} series (3 remotes × 2 versions × 2 channels).`,
  );
  console.table({
    'health_periods rows': periodRows,
    'health_vitals rows': vitalRows,
    'views represented': represented.views,
    'failures represented': represented.failures,
    'vitals represented': represented.vitals,
    'events represented': represented.views + represented.failures + represented.vitals,
  });

  await timeGuardQueries(
    db,
    end,
    database.kind === 'pglite'
      ? 'as loaded, no planner statistics (PGlite has no autovacuum)'
      : 'as loaded, unless autovacuum has analyzed the tables already',
  );
  await db.execute(sql.raw('analyze health_periods, health_vitals'));
  await timeGuardQueries(db, end, 'after ANALYZE');
  await timeGuardPasses(db, end);
}

// ------------------------------------------------------------------------------------------- main

async function main() {
  const started = performance.now();
  const database = await openBenchDatabase(POSTGRES_URL);
  try {
    await printHeader(database.db);
    await benchBeaconEndpoint(database);
    await benchGuardQuery(database);
  } finally {
    await database.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
  console.log(`\nWhole run: ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

await main();
