/**
 * npm run bench:quotes — 2,000 quote submissions at 50 concurrent connections against the real HTTP
 * server, then counts what was stored: submitted, acknowledged, stored, lost, duplicated, error responses.
 *   npm run bench:quotes                                             PGlite in memory
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:quotes   PostgreSQL
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'undici';
import { count, like, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { testSettings } from '../src/testing/test-settings.ts';
import { openBenchDatabase } from './bench-database.ts';
import { quoteRequestItems, quoteRequests } from '../src/db/schema.ts';
import { validQuote } from '../src/testing/quote-payloads.ts';

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function main() {
  const database = await openBenchDatabase(process.env.BENCH_POSTGRES_URL);
  const app = await buildApp({ db: database.db }, testSettings());
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const agent = new Agent({ connections: CONCURRENCY });
  const run = randomUUID().slice(0, 8);
  const statuses = new Map<number | string, number>();
  let acknowledged = 0;
  let next = 0;
  const started = performance.now();

  async function worker() {
    while (next < SUBMISSIONS) {
      const i = next++;
      const body = JSON.stringify(validQuote({ customer_name: `bench-${run}-${i}` }));
      try {
        const response = await request(`${origin}/api/v1/requests`, {
          method: 'POST',
          dispatcher: agent,
          headers: {
            'content-type': 'application/json',
            cookie: 'XSRF-TOKEN=b',
            'x-xsrf-token': 'b',
            'idempotency-key': `${run}-${i}`,
          },
          body,
        });
        await response.body.dump();
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode === 201) acknowledged++;
      } catch (error) {
        const code = (error as { code?: string }).code ?? 'network error';
        statuses.set(code, (statuses.get(code) ?? 0) + 1);
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;

  const marker = like(quoteRequests.customerName, `bench-${run}-%`);
  const [stored] = await database.db.select({ n: count() }).from(quoteRequests).where(marker);
  const [distinct] = await database.db
    .select({ n: sql<number>`count(distinct ${quoteRequests.customerName})` })
    .from(quoteRequests)
    .where(marker);
  const [lines] = await database.db
    .select({ n: count() })
    .from(quoteRequestItems)
    .innerJoin(quoteRequests, sql`${quoteRequestItems.quoteRequestId} = ${quoteRequests.id}`)
    .where(marker);
  const storedRequests = Number(stored?.n ?? 0);
  const uniqueRequests = Number(distinct?.n ?? 0);

  console.log(
    `Database: ${database.kind}; ${SUBMISSIONS} submissions, ${CONCURRENCY} concurrent connections, loopback; ${seconds.toFixed(1)} s (${Math.round(SUBMISSIONS / seconds)} req/s).`,
  );
  console.table({
    submitted: SUBMISSIONS,
    'acknowledged (201)': acknowledged,
    'stored requests': storedRequests,
    'stored lines': Number(lines?.n ?? 0),
    lost: acknowledged - uniqueRequests,
    duplicated: storedRequests - uniqueRequests,
    'error responses': SUBMISSIONS - acknowledged,
  });
  console.log('responses by status:', Object.fromEntries(statuses));

  await agent.close();
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
