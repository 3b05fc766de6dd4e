/**
 * `npm run bench:ops-health` — the health read behind the operators' 24-hour chart (docs/decisions/025).
 *
 * A database holding 30 days of figures at 500 page views a minute per remote (3 remotes, stable and
 * canary, per-minute counters and the vitals' per-minute p75, as the health upkeep leaves them) and the
 * last hour of raw vital histograms. Times, over many runs, `GET /api/v1/ops/health/series` for one remote
 * over 24 hours (in process: the query, the assembly and the JSON) and the query alone, then the upkeep's
 * roll-up of an hour of histograms. On PostgreSQL by default (the target's engine).
 *
 * Prints figures; asserts nothing.
 *   npm run bench:ops-health
 *   BENCH_POSTGRES_URL=postgres://… npm run bench:ops-health     another server (default 127.0.0.1:5432)
 *   BENCH_QUERY_RUNS=500                                            runs per read (default 200)
 *   BENCH_ENCODING=identity                                         the answer uncompressed (default br)
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { REMOTES } from '@rental/shared/federation/remote-modules.ts';
import { buildApp } from '../src/app.ts';
import { readHealthSeries } from '../src/health-figures/health-series.ts';
import { rollUpVitals } from '../src/features/health/vital-rollup.ts';
import { testSettings } from '../src/testing/test-settings.ts';
import { openBenchDatabase } from './bench-database.ts';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.BENCH_QUERY_RUNS ?? 200);
const OPS_TOKEN = 'ops-health-bench-token';
const MINUTE = 60_000;
const DAYS = 30;
const VIEWS_PER_MINUTE = 500;
/** A canary at 10 %: its share of each minute's views. */
const CANARY_VIEWS = VIEWS_PER_MINUTE / 10;
const BUCKETS_PER_MINUTE = 40;

const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
const ms = (value: number) => Number(value.toFixed(2));

async function timed(runs: number, run: () => Promise<unknown>) {
  for (let warm = 0; warm < 10; warm++) await run();
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { 'p50 ms': ms(percentile(times, 0.5)), 'p99 ms': ms(percentile(times, 0.99)), runs };
}

const database = await openBenchDatabase(POSTGRES_URL, { generatedEquipment: 0 });
try {
  const now = Math.floor(Date.now() / MINUTE) * MINUTE;
  const start = new Date(now - DAYS * 24 * 60 * MINUTE);
  const hourAgo = new Date(now - 60 * MINUTE);
  const remotes = sql.join(
    REMOTES.map(({ name }) => sql`${name}`),
    sql`, `,
  );
  const filled = performance.now();
  await database.db.execute(sql`
    insert into health_periods (remote, version, channel, period_start, views, load_failures, region_errors, unhandled_errors)
    select remote, case channel when 'stable' then '1.0.0' else '1.1.0' end, channel, minute,
      case channel when 'stable' then ${VIEWS_PER_MINUTE - CANARY_VIEWS}::int else ${CANARY_VIEWS}::int end,
      (random() * 3)::int, (random() * 2)::int, (random() * 2)::int
    from unnest(array[${remotes}]::text[]) as remote,
      unnest(array['stable', 'canary']) as channel,
      generate_series(${start}::timestamptz, ${new Date(now)}::timestamptz, interval '1 minute') as minute`);
  await database.db.execute(sql`
    insert into health_vital_p75 (remote, period_start, channel, version, metric, p75, count)
    select remote, minute, channel, case channel when 'stable' then '1.0.0' else '1.1.0' end, metric,
      case metric when 'lcp' then 1800 + random() * 600 when 'inp' then 120 + random() * 80 else 40 + random() * 60 end,
      case channel when 'stable' then ${VIEWS_PER_MINUTE - CANARY_VIEWS}::int else ${CANARY_VIEWS}::int end
    from unnest(array[${remotes}]::text[]) as remote,
      unnest(array['stable', 'canary']) as channel,
      unnest(array['lcp', 'inp', 'cls']) as metric,
      generate_series(${start}::timestamptz, ${new Date(now - MINUTE)}::timestamptz, interval '1 minute') as minute`);
  await database.db.execute(sql`
    insert into health_vitals (remote, version, channel, metric, period_start, bucket, count)
    select remote, case channel when 'stable' then '1.0.0' else '1.1.0' end, channel, metric, minute,
      bucket, 1 + (random() * 20)::int
    from unnest(array[${remotes}]::text[]) as remote,
      unnest(array['stable', 'canary']) as channel,
      unnest(array['lcp', 'inp', 'cls']) as metric,
      generate_series(${hourAgo}::timestamptz, ${new Date(now - MINUTE)}::timestamptz, interval '1 minute') as minute,
      generate_series(120, ${120 + BUCKETS_PER_MINUTE - 1}::int) as bucket`);
  await database.db.execute(sql`analyze`);
  const [{ periods, p75s }] = (
    (await database.db.execute(
      sql`select (select count(*) from health_periods)::int as periods, (select count(*) from health_vital_p75)::int as p75s`,
    )) as unknown as { rows: { periods: number; p75s: number }[] }
  ).rows as [{ periods: number; p75s: number }];
  console.log(
    `bench:ops-health on PostgreSQL; ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), node ${process.version}`,
  );
  console.log(
    `${DAYS} days at ${VIEWS_PER_MINUTE} page views a minute for ${REMOTES.length} remotes: ${periods.toLocaleString('en')} period rows, ` +
      `${p75s.toLocaleString('en')} p75 rows (filled in ${((performance.now() - filled) / 1000).toFixed(1)} s)`,
  );

  const app = await buildApp({ db: database.db }, testSettings({ health: { opsToken: OPS_TOKEN } }));
  const read = () =>
    app.inject({
      method: 'GET',
      url: '/api/v1/ops/health/series?remote=catalogue&hours=24',
      headers: { 'x-ops-token': OPS_TOKEN, 'accept-encoding': process.env.BENCH_ENCODING ?? 'br' },
    });
  const sample = await read();
  if (sample.statusCode !== 200) throw new Error(`the series answered ${sample.statusCode}`);
  const { stable, canary } = (
    JSON.parse(
      sample.headers['content-encoding'] === 'br'
        ? (await import('node:zlib')).brotliDecompressSync(sample.rawPayload).toString()
        : sample.body,
    ) as {
      data: { stable: { at: unknown[] }; canary: { at: unknown[] } };
    }
  ).data;
  const points = stable.at.length + canary.at.length;
  const route = await timed(RUNS, read);
  const query = await timed(RUNS, () =>
    readHealthSeries(database.db, {
      remote: 'mf_catalogue',
      from: new Date(now - 24 * 60 * MINUTE),
      to: new Date(now + MINUTE),
    }),
  );
  const rollUp = await timed(10, () => rollUpVitals(database.db, { from: hourAgo, to: new Date(now) }));
  await app.close();
  console.table([
    {
      read: `GET /api/v1/ops/health/series, 24 h of one remote (${(sample.rawPayload.length / 1024).toFixed(0)} KiB, ${sample.headers['content-encoding'] ?? 'identity'})`,
      ...route,
      points,
    },
    { read: 'readHealthSeries alone', ...query, points },
    { read: 'upkeep roll-up of an hour of histograms (3 remotes)', ...rollUp, points: '' },
  ]);
  console.log('Target: the 24-hour read p99 ≤ 50 ms on PostgreSQL.');
} finally {
  await database.close();
}
