/**
 * `npm run bench:search` — the search's relevance and speed (docs/decisions/020-search-relevance.md). Prints
 * figures; asserts nothing.
 *
 * 1. Relevance: every query of the relevance set (api/src/features/search/testing/relevance-set.json)
 *    through `POST /equipments/list` on the seed catalogue: success@5 (a relevant item in the first five)
 *    and recall in the first page of 20 (of at most 20 relevant), per kind and per language, and the queries
 *    that miss. Targets: success@5 ≥ 95 %, recall ≥ 85 %, no query without a result.
 * 2. Hostile queries on the seed catalogue: the slowest of five answers to each.
 * 3. With BENCH_POSTGRES_URL, on PostgreSQL with the seed plus BENCH_EQUIPMENT generated items (50,000):
 *    autocannon at BENCH_CONNECTIONS (50) on loopback, BENCH_SECONDS (10) each: the full search (the list
 *    call with the words of the relevance set and of the catalogue's names), the suggestions (every
 *    beginning of those words as a visitor types them), each with the cache of answers off, then from an
 *    empty cache, then with every answer kept (each asked once first); and, in the same run, the substring
 *    search it replaced
 *    (`search_key LIKE '%sky%panel%'` on its trigram index, the list's page and count). Targets: full
 *    search p99 ≤ 25 ms, suggestions p99 ≤ 15 ms. Beside them, the cost every request pays before its
 *    route's own work: the API's 404 (`GET /api/v1/no-such-route`), without a request log and with the
 *    server's (written to /dev/null), next to a bare Fastify route, taking turns so that each sees the same
 *    load from the rest of the machine; target: the 404 with the server's log at ≥ 60 % of bare Fastify's
 *    requests per second.
 *
 *   npm run bench:search                                                           PGlite only (1, 2)
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:search    all three
 *
 * On PostgreSQL the run works in databases it creates and drops. BENCH_WORKERS (1) runs autocannon in a
 * worker thread, off the API's event loop.
 */
import os from 'node:os';
import { pino } from 'pino';
import { and, asc, count, eq, like, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { toLikePattern } from '@rental/shared/search';
import { searchWords } from '@rental/shared/search/search-words.ts';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { categories, equipments, subcategories } from '../src/db/schema.ts';
import {
  RELEVANCE_TARGETS,
  readRelevanceSet,
  recallOf,
  relevanceFigures,
  runRelevanceSet,
  type QueryOutcome,
} from '../src/features/search/testing/relevance-set.ts';
import type { ApiInstance } from '../src/http/fastify-types.ts';
import { categories as seedCategories } from '../src/seed/data/catalogue.ts';
import { testSettings } from '../src/testing/test-settings.ts';
import { serverLogger } from '../src/http/server-logger.ts';
import { figuresOf, measure, positiveInteger, type Figures } from './autocannon-load.ts';
import { openBenchDatabase } from './bench-database.ts';

const SECONDS = positiveInteger('BENCH_SECONDS', 10);
const CONNECTIONS = positiveInteger('BENCH_CONNECTIONS', 50);
const EQUIPMENT = positiveInteger('BENCH_EQUIPMENT', 50_000, { zero: true });
const WORKERS = positiveInteger('BENCH_WORKERS', 1, { zero: true });
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL?.trim() || undefined;
const TARGET = { search: 25, suggestions: 15 };
/** The API's own 404, with the server's request log, as a share of bare Fastify's requests per second. */
const NOT_FOUND_SHARE_TARGET = 0.6;
const NOT_FOUND_PATH = '/api/v1/no-such-route';
/** The 404 and bare Fastify take turns, this many each, over BENCH_SECONDS in all. */
const OVERHEAD_TURNS = 5;
const HOSTILE = [
  "'; DROP TABLE equipments; --",
  '<script>alert(1)</script>',
  '%_%',
  '!!!???',
  '🎥🎬💡',
  'камера софит',
  'caméra 🎥 ライト',
  'a'.repeat(200),
  'x '.repeat(100),
  'lights for a concert stage in miami with generators and sound',
];

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The list call a visitor's browser makes for a search, its first page. */
const listSearch = (app: ApiInstance) => async (query: string) => {
  const response = await app.inject({ method: 'POST', url: '/api/v1/equipments/list', payload: { query } });
  const body = response.json();
  return { ids: body.data.map((item: { id: number }) => item.id), total: body.pagination.total };
};

function groupedFigures(outcomes: QueryOutcome[], key: (outcome: QueryOutcome) => string) {
  const groups = new Map<string, QueryOutcome[]>();
  for (const outcome of outcomes) groups.set(key(outcome), [...(groups.get(key(outcome)) ?? []), outcome]);
  return [...groups].map(([group, members]) => {
    const figures = relevanceFigures(members);
    return {
      group,
      queries: members.length,
      'success@5': percent(figures.successAt5),
      'recall@20': percent(figures.recallAt20),
    };
  });
}

async function relevance(kind: DatabaseHandle['kind'], app: ApiInstance) {
  const outcomes = await runRelevanceSet(listSearch(app));
  const figures = relevanceFigures(outcomes);
  console.log(
    `\nRelevance on ${kind}, ${figures.queries} judged queries: success@5 ${percent(figures.successAt5)} ` +
      `(target ≥ ${percent(RELEVANCE_TARGETS.successAt5)}), recall@20 ${percent(figures.recallAt20)} ` +
      `(target ≥ ${percent(RELEVANCE_TARGETS.recallAt20)}), queries with no result: ${figures.empty.length} (target 0).`,
  );
  console.table(groupedFigures(outcomes, (outcome) => outcome.judged.kind));
  console.table(groupedFigures(outcomes, (outcome) => outcome.judged.language));
  const weakest = outcomes
    .filter((outcome) => recallOf(outcome) < 1 || figures.missedAt5.includes(outcome))
    .map((outcome) => ({
      query: outcome.judged.query,
      relevant: outcome.judged.relevant.length,
      'in top 5': figures.missedAt5.includes(outcome) ? 'no' : 'yes',
      'recall@20': percent(recallOf(outcome)),
    }));
  console.log('Queries with a relevant item past the first 20, or none in the first five:');
  console.table(weakest);
}

async function hostile(kind: DatabaseHandle['kind'], app: ApiInstance) {
  const rows = [];
  for (const query of HOSTILE) {
    let slowest = 0;
    let status = 0;
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/equipments/list',
        payload: { query },
      });
      slowest = Math.max(slowest, performance.now() - started);
      status = response.statusCode;
    }
    rows.push({
      query: query.length > 40 ? `${query.slice(0, 37)}…` : query,
      status,
      'slowest of 5, ms': slowest.toFixed(1),
    });
  }
  console.log(
    `\nHostile queries on ${kind}, the seed catalogue (the cache of answers off), target each under 50 ms:`,
  );
  console.table(rows);
}

/** Words of the catalogue's names, as the list-request mix takes them: what a crowd of visitors looks for. */
function catalogueWords(): string[] {
  const names = seedCategories.flatMap((category) =>
    category.subcategories.flatMap((subcategory) => subcategory.equipment.map((item) => item.name)),
  );
  const words = names.flatMap((name) => searchWords(name, 100)).filter((word) => /\p{L}{3}/u.test(word));
  return [...new Set(words)].slice(0, 150);
}

/** What visitors type: the relevance set's queries and the catalogue's words. */
function typedQueries(): string[] {
  return [...new Set([...readRelevanceSet().map((judged) => judged.query), ...catalogueWords()])];
}

/** Every beginning of each query from two characters, as the header asks for them while it is typed. */
const typedPrefixes = (queries: string[]) => [
  ...new Set(
    queries.flatMap((query) => Array.from({ length: query.length - 1 }, (_, i) => query.slice(0, i + 2))),
  ),
];

/**
 * The substring search as it was before the search by relevance, in the same run: the words as one LIKE
 * pattern over the folded name, on a trigram index this benchmark creates, the page A–Z with its
 * subcategory and category, and the count.
 */
async function substringSearch(database: DatabaseHandle) {
  await database.db.execute(
    sql`CREATE INDEX IF NOT EXISTS bench_search_key_trgm_idx ON equipments USING gin (search_key gin_trgm_ops)`,
  );
  await database.db.execute(sql`ANALYZE equipments`);
  const server = Fastify();
  server.post<{ Body: { query: string } }>('/substring', async (request) => {
    const pattern = toLikePattern(request.body.query);
    const where = pattern ? like(equipments.searchKey, pattern) : undefined;
    const [counted] = await database.db.select({ total: count() }).from(equipments).where(where);
    const data = await database.db
      .select({
        id: equipments.id,
        name: equipments.name,
        description: equipments.description,
        mainImage: equipments.mainImage,
        subcategory: subcategories.title,
        category: categories.title,
      })
      .from(equipments)
      .innerJoin(subcategories, eq(subcategories.id, equipments.subcategoryId))
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .where(and(where))
      .orderBy(asc(sql`${equipments.searchKey} collate "C"`), asc(equipments.id))
      .limit(20);
    return { status: 1, data, pagination: { total: counted?.total ?? 0 } };
  });
  return server;
}

/** Every request of the mixes once, eight at a time: what "all kept" measures is then all in memory. */
async function askEachOnce(origin: string, bodies: object[], paths: string[]) {
  const requests = [
    ...bodies.map(
      (body) => () =>
        fetch(`${origin}/api/v1/equipments/list`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
    ),
    ...paths.map((path) => () => fetch(`${origin}${path}`)),
  ];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) await (await requests[next++]!()).arrayBuffer();
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * What every request costs before its route's work: the API's 404 next to bare Fastify, measured in turns
 * (bare, each 404, again) so that each sees the same load from the rest of the machine: req/s over all
 * turns, p50 and p99 the median of the turns'.
 */
async function requestOverhead(bareAt: string, notFoundAt: Record<string, string>) {
  const targets = [
    { name: 'bare Fastify GET /bare', url: `${bareAt}/bare` },
    ...Object.entries(notFoundAt).map(([log, at]) => ({
      name: `the API’s 404, ${log}`,
      url: `${at}${NOT_FOUND_PATH}`,
    })),
  ];
  const load = { connections: CONNECTIONS, workers: WORKERS };
  const seconds = Math.max(1, Math.round(SECONDS / OVERHEAD_TURNS));
  const results = targets.map(() => [] as Awaited<ReturnType<typeof measure>>[]);
  for (const { url } of targets)
    await measure(url, { paths: [new URL(url).pathname] }, { ...load, seconds: 1 });
  for (let turn = 0; turn < OVERHEAD_TURNS; turn++)
    for (const [index, { url }] of targets.entries())
      results[index]!.push(await measure(url, { paths: [new URL(url).pathname] }, { ...load, seconds }));
  const rows = targets.map(({ name }, index) => {
    const turns = results[index]!;
    const requests = turns.reduce((sum, result) => sum + result.requests.total, 0);
    return {
      target: name,
      'req/s': Math.round(requests / (seconds * turns.length)),
      'p50 ms': median(turns.map((result) => result.latency.p50)),
      'p99 ms': median(turns.map((result) => result.latency.p99)),
      requests,
      errors: turns.reduce((sum, result) => sum + result.errors, 0),
    };
  });
  const bare = rows[0]!['req/s'];
  console.log(
    `\nThe cost of a request: ${OVERHEAD_TURNS} turns of ${seconds} s each, after 1 s of warm-up, at ${CONNECTIONS} connections.`,
  );
  console.table(rows.map((row) => ({ ...row, 'share of bare': percent(row['req/s'] / bare) })));
  console.log(
    `Target: the API’s 404 with the server’s request log at ≥ ${percent(NOT_FOUND_SHARE_TARGET)} of bare Fastify’s requests per second.`,
  );
}

async function latency(postgresUrl: string) {
  const seeding = performance.now();
  const database = await openBenchDatabase(postgresUrl, { generatedEquipment: EQUIPMENT });
  console.log(
    `\nPostgreSQL: the seed's catalogue plus ${EQUIPMENT} generated items, seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ` +
      `${CONNECTIONS} connections, ${SECONDS} s per target after 1 s of warm-up (none for "from empty"), loopback; ` +
      `load average before: ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} CPUs.`,
  );
  const uncached = await buildApp({ db: database.db }, testSettings({ catalogueCache: false }));
  // Kept long and large enough that "all kept" holds every answer of the mixes (the server's default is
  // 30 s and 32 MB, which bound staleness and memory, not speed).
  const cached = await buildApp(
    { db: database.db },
    testSettings({ catalogueCache: { ttlSeconds: 3600, maxBytes: 256 * 1024 * 1024 } }),
  );
  // As the server builds it: every request logged, here to /dev/null, written as the server writes its
  // stdout (pino's default: asynchronously, lines that come while one is written going together).
  const logged = await buildApp(
    {
      db: database.db,
      loggerInstance: serverLogger('info', pino.destination({ dest: '/dev/null', sync: false })),
    },
    testSettings({ catalogueCache: false }),
  );
  const substring = await substringSearch(database);
  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 1, data: [] }));
  try {
    const origin = async (app: { listen(options: object): Promise<string> }) =>
      app.listen({ host: '127.0.0.1', port: 0 });
    const [uncachedAt, cachedAt, substringAt, bareAt, loggedAt] = await Promise.all(
      [uncached, cached, substring, bare, logged].map(origin),
    );
    const queries = typedQueries();
    const prefixes = typedPrefixes(queries);
    const bodies = queries.map((query) => ({ query }));
    const paths = prefixes.map((prefix) => `/api/v1/search/suggestions?query=${encodeURIComponent(prefix)}`);
    const load = { connections: CONNECTIONS, workers: WORKERS };
    const plan: {
      name: string;
      run: (seconds: number) => ReturnType<typeof measure>;
      target: number;
      warm: boolean;
    }[] = [
      {
        name: 'bare Fastify GET /bare',
        run: (s) => measure(`${bareAt}/bare`, { paths: ['/bare'] }, { ...load, seconds: s }),
        target: 0,
        warm: true,
      },
      {
        name: `before: substring search, ${queries.length} queries`,
        run: (s) => measure(`${substringAt}/substring`, { bodies }, { ...load, seconds: s }),
        target: TARGET.search,
        warm: true,
      },
      ...(['off', 'from empty', 'all kept'] as const).flatMap((state) => {
        const at = state === 'off' ? uncachedAt : cachedAt;
        return [
          {
            name: `search, cache ${state}: ${queries.length} queries`,
            run: (s: number) => measure(`${at}/api/v1/equipments/list`, { bodies }, { ...load, seconds: s }),
            target: TARGET.search,
            warm: state !== 'from empty',
          },
          {
            name: `suggestions, cache ${state}: ${prefixes.length} beginnings`,
            run: (s: number) => measure(at!, { paths }, { ...load, seconds: s }),
            target: TARGET.suggestions,
            warm: state !== 'from empty',
          },
        ];
      }),
    ];
    await requestOverhead(bareAt!, { 'no request log': uncachedAt!, 'the server’s request log': loggedAt! });
    const rows: Figures[] = [];
    for (const { name, run, target, warm } of plan) {
      if (name.includes('all kept')) await askEachOnce(cachedAt!, bodies, paths);
      if (warm) await run(1);
      rows.push(
        figuresOf(name, await run(SECONDS), target || TARGET.search, target > 0 && CONNECTIONS === 50),
      );
    }
    console.table(rows);
    console.log(
      `Targets at 50 connections on PostgreSQL: full search p99 ≤ ${TARGET.search} ms, suggestions p99 ≤ ${TARGET.suggestions} ms ` +
        '(the substring search is judged against the full search’s target, for comparison).',
    );
  } finally {
    await bare.close();
    await logged.close();
    await substring.close();
    await cached.close();
    await uncached.close();
    await database.close();
  }
}

async function main() {
  console.log(`Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}.`);
  for (const url of POSTGRES_URL ? [undefined, POSTGRES_URL] : [undefined]) {
    const database = await openBenchDatabase(url);
    const app = await buildApp({ db: database.db }, testSettings({ catalogueCache: false }));
    try {
      await relevance(database.kind, app);
      await hostile(database.kind, app);
    } finally {
      await app.close();
      await database.close();
    }
  }
  if (POSTGRES_URL) await latency(POSTGRES_URL);
  else console.log('\nSet BENCH_POSTGRES_URL for the latency on PostgreSQL with a large catalogue.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
