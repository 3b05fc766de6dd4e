/**
 * Throughput and tail latency of POST /equipments/list with a search query, next to a bare Fastify
 * route measured in the same run on the same machine (loopback). Prints figures; asserts nothing.
 *   npm run bench:api                                  PGlite in memory
 *   BENCH_POSTGRES_URL=postgres://… npm run bench:api   PostgreSQL, in a database the run creates and drops
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { openBenchDatabase } from './bench-database.ts';
import { defaultMediaDir } from '../src/config.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Figures {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(name: string, url: string, body?: object): Promise<Figures> {
  const result = await autocannon({
    url,
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

async function main() {
  const database = await openBenchDatabase(process.env.BENCH_POSTGRES_URL);
  const app = await buildApp({ db: database.db, mediaDir: defaultMediaDir, rateLimit: false });
  const apiUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 1, data: [] }));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  const searchBody = { query: '%sky%panel%', limit: 20, page: 1, order_by: { name: 'asc' } };
  console.log(
    `Database: ${database.kind}; ${CONNECTIONS} connections, ${DURATION_SECONDS} s per target; loopback.`,
  );
  const rows = [
    await measure('bare Fastify GET /bare', `${bareUrl}/bare`),
    await measure(
      'POST /equipments/list (search %sky%panel%)',
      `${apiUrl}/api/v1/equipments/list`,
      searchBody,
    ),
  ];
  console.table(
    rows.map((r) => ({
      target: r.name,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      requests: r.requests,
      'non-2xx': r.non2xx,
    })),
  );

  await bare.close();
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
