/**
 * `npm run bench:api` — throughput and tail latency of POST /equipments/list on a large catalogue (the seed
 * plus BENCH_EQUIPMENT generated items, 50,000 by default), next to a bare Fastify route measured in the
 * same run on the same machine (loopback). Target: p99 ≤ 25 ms at 50 connections on PostgreSQL. Prints
 * figures; asserts nothing. Requests carry what a browser's do: Accept-Encoding and the XSRF cookie.
 *
 * With the cache of list answers off (CATALOGUE_CACHE_SECONDS=0): a search, a category filter, both, and
 * the unfiltered first page, each asked again and again; then a mix of a few hundred different requests
 * (bench/list-request-mix.ts), each request picking one at random. With the cache on (the server's
 * default): the same mix from an empty cache, then again with every answer kept.
 *
 *   npm run bench:api                                                         PGlite in memory
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api    PostgreSQL
 *   BENCH_ENGINES=pglite,postgres BENCH_POSTGRES_URL=postgres://… npm run bench:api     both, one after the other
 *
 * On PostgreSQL the run works in a database it creates and drops. Other settings: BENCH_CONNECTIONS (50),
 * BENCH_SECONDS per target (10), BENCH_EQUIPMENT (50000), BENCH_WORKERS (1: autocannon runs in a worker
 * thread so that the load generator does not share the API's event loop; 0 runs it on the main thread).
 */
import os from 'node:os';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { testSettings } from '../src/testing/test-settings.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { figuresOf, measure, positiveInteger, type Figures } from './autocannon-load.ts';
import { openBenchDatabase } from './bench-database.ts';
import { listRequestMix } from './list-request-mix.ts';

const TARGET_P99_MS = 25;
const DURATION_SECONDS = positiveInteger('BENCH_SECONDS', 10);
const CONNECTIONS = positiveInteger('BENCH_CONNECTIONS', 50);
const EQUIPMENT = positiveInteger('BENCH_EQUIPMENT', 50_000, { zero: true });
const WORKERS = positiveInteger('BENCH_WORKERS', 1, { zero: true });
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL?.trim() || undefined;
const ENGINES = (process.env.BENCH_ENGINES ?? (POSTGRES_URL ? 'postgres' : 'pglite'))
  .split(',')
  .map((engine) => engine.trim())
  .filter(Boolean);

/** Lighting: about a fifth of the catalogue. */
const CATEGORY_ID = 1;

const targets: { name: string; body: object }[] = [
  { name: 'search %sky%panel%', body: { query: '%sky%panel%', order_by: { name: 'asc' } } },
  {
    name: `category ${CATEGORY_ID}`,
    body: { with: { subcategory: { category_id: CATEGORY_ID } }, order_by: { name: 'asc' } },
  },
  {
    name: `search %kit% + category ${CATEGORY_ID}`,
    body: {
      query: '%kit%',
      with: { subcategory: { category_id: CATEGORY_ID } },
      order_by: { name: 'asc' },
    },
  },
  { name: 'no filter, first page', body: {} },
];

interface Target {
  name: string;
  url: string;
  bodies: object[];
  /** Measured against the target (the API on PostgreSQL at 50 connections). */
  judged: boolean;
  /** A second of load first, for connections, JIT and plan caches; not when a cache must start empty. */
  warmUp: boolean;
}

const load = { connections: CONNECTIONS, workers: WORKERS };

async function figures({ name, url, bodies, judged, warmUp }: Target): Promise<Figures> {
  const requests = { bodies: bodies.map((body) => ({ limit: 20, page: 1, ...body })) };
  if (warmUp) await measure(url, requests, { ...load, seconds: 1 });
  const result = await measure(url, requests, { ...load, seconds: DURATION_SECONDS });
  return figuresOf(name, result, TARGET_P99_MS, judged);
}

async function benchEngine(engine: string): Promise<void> {
  if (engine !== 'pglite' && engine !== 'postgres')
    throw new Error(`BENCH_ENGINES lists pglite and/or postgres, got "${engine}"`);
  if (engine === 'postgres' && !POSTGRES_URL)
    throw new Error(
      'BENCH_ENGINES=postgres needs BENCH_POSTGRES_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );

  const seeding = performance.now();
  const database: DatabaseHandle = await openBenchDatabase(engine === 'postgres' ? POSTGRES_URL : undefined, {
    generatedEquipment: EQUIPMENT,
  });
  const seedSeconds = (performance.now() - seeding) / 1000;
  const dependencies = { db: database.db };
  const uncached = await buildApp(dependencies, testSettings({ catalogueCache: false }));
  const cached = await buildApp(dependencies, testSettings());
  const bare = Fastify();
  bare.post('/bare', async () => ({ status: 1, data: [] }));
  try {
    const listPath = '/api/v1/equipments/list';
    const uncachedUrl = `${await uncached.listen({ host: '127.0.0.1', port: 0 })}${listPath}`;
    const cachedUrl = `${await cached.listen({ host: '127.0.0.1', port: 0 })}${listPath}`;
    const bareUrl = `${await bare.listen({ host: '127.0.0.1', port: 0 })}/bare`;
    console.log(
      `\n${database.kind}: the seed's catalogue plus ${EQUIPMENT} generated items, migrated and seeded in ${seedSeconds.toFixed(1)} s; ` +
        `${CONNECTIONS} connections, ${DURATION_SECONDS} s per target (after 1 s of warm-up but from an empty cache), loopback; ` +
        `load average before: ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} CPUs.`,
    );
    const judged = engine === 'postgres' && CONNECTIONS === 50;
    const mix = listRequestMix();
    const matches = async (body: object) =>
      (await uncached.inject({ method: 'POST', url: listPath, payload: body })).json().pagination.total;
    const plan: Target[] = [
      { name: 'bare Fastify POST /bare', url: bareUrl, bodies: [{}], judged: false, warmUp: true },
      ...(await Promise.all(
        targets.map(async (target) => ({
          name: `cache off: ${target.name} (${await matches(target.body)} matches)`,
          url: uncachedUrl,
          bodies: [target.body],
          judged,
          warmUp: true,
        })),
      )),
      {
        name: `cache off: mix of ${mix.length} requests`,
        url: uncachedUrl,
        bodies: mix,
        judged,
        warmUp: true,
      },
      {
        name: `cache on: mix of ${mix.length} requests, from empty`,
        url: cachedUrl,
        bodies: mix,
        judged,
        warmUp: false,
      },
      {
        name: `cache on: mix of ${mix.length} requests, all kept`,
        url: cachedUrl,
        bodies: mix,
        judged,
        warmUp: true,
      },
    ];
    const rows: Figures[] = [];
    for (const target of plan) rows.push(await figures(target));
    console.table(rows);
    console.log(
      `Target: p99 ≤ ${TARGET_P99_MS} ms at 50 connections on PostgreSQL` +
        (engine === 'pglite'
          ? ' (PGlite is one in-process connection, so its figures are shown but not judged).'
          : '.'),
    );
  } finally {
    await bare.close();
    await cached.close();
    await uncached.close();
    await database.close();
  }
}

async function main() {
  console.log(`Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}.`);
  for (const engine of ENGINES) await benchEngine(engine);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
