/**
 * `npm run bench:rolling` — a rolling deploy under load, measured (docs/operations.md#rolling): two
 * instances of the compiled server behind HAProxy on one PostgreSQL database, each replaced in turn while
 * visitors open pages and clients send quote requests. Prints the requests sent and failed, the pages' p99
 * before and during the roll, the quote requests acknowledged, stored, lost and doubled, and the e-mails
 * sent twice. Asserts nothing. Needs a build (`npm run build`), Debian's HAProxy, PostgreSQL
 * (BENCH_POSTGRES_URL, else TEST_DATABASE_URL, else the machine's) and Redis (TEST_REDIS_URL, else the
 * machine's). BENCH_RUNS (1) rolls, each on a fresh database; BENCH_VISITORS (6) and BENCH_QUOTE_CLIENTS (2)
 * size the load; BENCH_SHUTDOWN_DELAY_SECONDS (2) is the instances' drain delay, and BENCH_BALANCER_RETRIES=0
 * takes HAProxy's retries away, to show what each contributes.
 */
import { isHaproxyInstalled } from '../../e2e/support/haproxy.ts';
import { runRollingDeploy } from './testing/rolling-deploy.ts';
import { formatRollingReport } from './testing/rolling-report.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 1);

async function main() {
  if (!isHaproxyInstalled()) throw new Error('HAProxy is missing: apt-get install haproxy');
  for (let index = 1; index <= RUNS; index++) {
    console.log(`\nRolling deploy ${index} of ${RUNS}`);
    const report = await runRollingDeploy({
      postgresAdminUrl:
        process.env.BENCH_POSTGRES_URL?.trim() ||
        process.env.TEST_DATABASE_URL?.trim() ||
        'postgres://postgres@127.0.0.1:5432/postgres',
      redisUrl: process.env.TEST_REDIS_URL?.trim() || 'redis://127.0.0.1:6379',
      ports: { balancer: 8600, instances: [8601, 8602], smtp: 8603 },
      readyPath: process.env.BENCH_READY_PATH ?? '/readyz',
      checkIntervalMs: 500,
      balancerRetries: process.env.BENCH_BALANCER_RETRIES !== '0',
      shutdownDelaySeconds: Number(process.env.BENCH_SHUTDOWN_DELAY_SECONDS ?? 2),
      load: {
        visitors: Number(process.env.BENCH_VISITORS ?? 6),
        pageIntervalMs: 200,
        quoteClients: Number(process.env.BENCH_QUOTE_CLIENTS ?? 2),
        quoteIntervalMs: 200,
      },
      steadySeconds: 10,
      log: (line) => console.log(`  ${line}`),
    });
    console.log(formatRollingReport(report));
  }
}

await main();
