/**
 * `npm run bench:overload` — one instance past its capacity (docs/operations.md#back-pressure): 800
 * connections asking for `/equipments` for 12 s against the compiled server on its embedded database,
 * once with a fleet's bounds (deploy/kubernetes/configmap.yaml) and once with them off (OVERLOAD_MAX_RENDERS=0,
 * OVERLOAD_MAX_EVENT_LOOP_DELAY_MS=0), as the server ran before it had any. Prints, for each: pages
 * served and refused with their p50/p99, connection errors, the process's resident memory before and at
 * its highest, and how long after the load the instance was ready again and served a page in its usual
 * time. Targets: served p99 < 1 s, refusals within milliseconds, memory bounded, back to normal within
 * seconds. Prints figures; asserts nothing. A fleet's instances run on PostgreSQL: with DATABASE_URL set, the
 * bench migrates and seeds that database and runs on it; without, on the embedded database, whose own
 * memory (about 600 MB) then counts in the instance's. Builds the site first (BENCH_SKIP_BUILD=1 to skip);
 * BENCH_CONNECTIONS (800) and BENCH_SECONDS (12) change the load, BENCH_LOG_LEVEL (info) the server's
 * log level; the server's other settings come from this environment (OVERLOAD_MAX_RENDERS=8, say).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../src/config.ts';
import { compiledServerArgs, runCompiledProgram } from '../src/testing/compiled-server.ts';
import { BROWSER_HEADERS, positiveInteger } from './autocannon-load.ts';

const CONNECTIONS = positiveInteger('BENCH_CONNECTIONS', 800);
const SECONDS = positiveInteger('BENCH_SECONDS', 12);
const TARGET = '/equipments';
/** A page served within this many times its unloaded median counts as back to normal. */
const NORMAL_FACTOR = 2;
/** The server's log level: production's `info` writes two lines per request, refusals included. */
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL?.trim() || 'info';

interface Instance {
  process: ChildProcess;
  origin: string;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function timedPage(origin: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const answer = await fetch(origin + TARGET, { headers: { 'accept-encoding': 'br' } });
  await answer.arrayBuffer();
  return { status: answer.status, ms: performance.now() - started };
}

async function unloadedMedian(origin: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 20; i++) times.push((await timedPage(origin)).ms);
  return percentile(
    times.sort((a, b) => a - b),
    0.5,
  );
}

async function overload(server: Instance, label: string) {
  const pid = server.process.pid!;
  const usual = await unloadedMedian(server.origin);
  const before = residentMb(pid);
  let highest = before;
  const sampler = setInterval(() => (highest = Math.max(highest, residentMb(pid))), 200);
  const served: number[] = [];
  const refused: number[] = [];
  let other = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.origin + TARGET,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: BROWSER_HEADERS,
        timeout: 30,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status === 200) served.push(ms);
      else if (status === 503) refused.push(ms);
      else other++;
    });
  });
  const loadEnded = performance.now();
  // Back to normal: ready again, and a page in its usual time.
  for (;;) {
    const readiness = await fetch(`${server.origin}/readyz`).then((answer) => answer.status);
    const page = readiness === 200 ? await timedPage(server.origin) : undefined;
    if (page?.status === 200 && page.ms <= usual * NORMAL_FACTOR) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const recoveredMs = performance.now() - loadEnded;
  clearInterval(sampler);
  served.sort((a, b) => a - b);
  refused.sort((a, b) => a - b);
  return {
    bounds: label,
    served: served.length,
    'served p50 ms': Math.round(percentile(served, 0.5)),
    'served p99 ms': Math.round(percentile(served, 0.99)),
    refused: refused.length,
    'refused p50 ms': Math.round(percentile(refused, 0.5)),
    'refused p99 ms': Math.round(percentile(refused, 0.99)),
    'refused per s': Math.round(refused.length / SECONDS),
    'other/errors': other + result.errors + result.timeouts,
    'RSS before MB': before,
    'RSS highest MB': highest,
    'normal again s': Number((recoveredMs / 1000).toFixed(1)),
    'usual page ms': Math.round(usual),
  };
}

async function run(label: string, env: NodeJS.ProcessEnv) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-overload-'));
  const port = await freePort();
  // Its log goes where production's goes, out of this process: reading it here would cost this CPU.
  const child = spawn(process.execPath, compiledServerArgs(), {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL, ROLLOUT_GUARD: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const server = { process: child, origin: `http://127.0.0.1:${port}` };
  try {
    while (
      (await fetch(`${server.origin}/readyz`).then(
        (answer) => answer.status,
        () => 0,
      )) !== 200
    )
      await new Promise((resolve) => setTimeout(resolve, 250));
    return await overload(server, label);
  } finally {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_SKIP_BUILD !== '1')
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
const postgres = Boolean(process.env.DATABASE_URL);
if (postgres)
  for (const program of ['migrate', 'seed'] as const) {
    const { code, output } = await runCompiledProgram(program, process.env);
    if (code !== 0) throw new Error(`npm run ${program} failed:\n${output}`);
  }
console.log(
  `\n${CONNECTIONS} connections on ${TARGET} for ${SECONDS} s, one instance ` +
    `(${postgres ? 'PostgreSQL' : 'embedded database'}), ` +
    `${os.cpus().length} cores, LOG_LEVEL=${LOG_LEVEL}`,
);
const figures = [
  // A fleet's bounds, as the Kubernetes ConfigMap sets them, unless this environment says otherwise.
  await run('fleet bounds', {
    OVERLOAD_MAX_RENDERS: process.env.OVERLOAD_MAX_RENDERS ?? '24',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: process.env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS ?? '1000',
  }),
  await run('off', { OVERLOAD_MAX_RENDERS: '0', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' }),
];
console.table(figures);
