/**
 * `npm run bench:image` — the image's figures (docs/operations.md): (a) the layers it adds to its Node
 * base, uncompressed, target ≤ 150 MB, with its largest packages; (b) `podman run` → first page served,
 * target ≤ 5 s (the median of BENCH_RUNS starts, 3); (c) the server's resident memory on PostgreSQL after
 * the warm-up and the 1,000 renders of `npm run bench:ssr` (api/bench/ssr-renders.ts), target ≤ 220 MB, for
 * the image and, on this machine, for the compiled server and the TypeScript one run by tsx (what
 * `npm start` ran before the server was built). Prints figures; asserts nothing. Builds the site first
 * (BENCH_SKIP_BUILD=1 to skip).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEMORY_RENDERS, renderPages, WARM_UP_RENDERS } from '../../api/bench/ssr-renders.ts';
import { compiledServerArgs } from '../../api/src/testing/compiled-server.ts';
import { freePort, removeInstance, residentMb, serverPid, startInstance } from './testing/image-instance.ts';
import { createFleetDatabase, fleetEnvironment } from './testing/image-fleet.ts';
import {
  buildImage,
  IMAGE,
  imageBytes,
  NODE_IMAGE,
  podman,
  prepareBase,
  repositoryRoot,
  shellInImage,
  step,
} from './testing/podman.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** (a) layers added, (b) `podman run` to the first page, (c) resident memory after the renders. */
const TARGET = { addedMb: 150, startupMs: 5000, residentMb: 220 } as const;
const STARTUP_TIMEOUT_MS = 60_000;

const megabytes = (bytes: number) => Math.round(bytes / 1e6);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface HistoryEntry {
  size: number;
  CreatedBy: string;
}

async function addedLayers() {
  const history = async (image: string) =>
    JSON.parse(await podman(['history', '--format', 'json', image])) as HistoryEntry[];
  const [image, base] = [await history(IMAGE), await history(NODE_IMAGE)];
  const added = image.slice(0, image.length - base.length).filter((entry) => entry.size > 0);
  console.table(
    added.map((entry) => ({ MB: +(entry.size / 1e6).toFixed(1), step: entry.CreatedBy.slice(0, 90) })),
  );
  const addedMb = megabytes((await imageBytes(IMAGE)) - (await imageBytes(NODE_IMAGE)));
  console.log(
    `(a) Layers added to ${NODE_IMAGE}: ${addedMb} MB uncompressed (target ≤ ${TARGET.addedMb} MB)`,
  );
  const packages = await shellInImage(
    'du -sk node_modules/* node_modules/@*/* | grep -v "node_modules/@[^/]*$" | sort -rn | head -10',
  );
  console.log(`Largest packages (kB):\n${packages}`);
  return addedMb;
}

/** A server started on this machine (no container), ready once its home page answers 200. */
async function startOnHost(args: string[], env: Record<string, string>) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-bench-data-'));
  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  for (;;) {
    const response = await fetch(`${origin}/`).catch(() => undefined);
    await response?.arrayBuffer();
    if (response?.ok) break;
    if (child.exitCode !== null || Date.now() - started > STARTUP_TIMEOUT_MS)
      throw new Error(`${args.join(' ')} did not serve ${origin}/:\n${errors.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin,
    pid: child.pid!,
    startupMs: Date.now() - started,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory after the SSR benchmark's warm-up, then after its 1,000 renders. */
async function memoryAfterRenders(origin: string, pid: () => Promise<number>) {
  await renderPages(origin, WARM_UP_RENDERS);
  const afterWarmUp = residentMb(await pid());
  await renderPages(origin, MEMORY_RENDERS);
  return { 'resident MB after warm-up': afterWarmUp, 'resident MB after renders': residentMb(await pid()) };
}

async function main() {
  await prepareBase();
  if (process.env.BENCH_SKIP_BUILD !== '1') await step('npm', ['run', 'build']);
  await buildImage();
  const addedMb = await addedLayers();

  const database = await createFleetDatabase();
  const env = fleetEnvironment(database.url);
  const rows = [];
  try {
    const startups: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const name = `doral-image-bench-${process.pid}-${run}`;
      try {
        const instance = await startInstance(name, await freePort(), env);
        startups.push(instance.startupMs);
        if (run === RUNS)
          rows.push({
            runtime: 'image: api/dist/server.mjs, Node in the image',
            'first page ms': median(startups),
            ...(await memoryAfterRenders(instance.origin, () => serverPid(name))),
          });
      } finally {
        await removeInstance(name);
      }
    }
    console.log(
      `(b) podman run → first page: median ${median(startups)} ms of ${RUNS} (${startups.join(', ')} ms; target ≤ ${TARGET.startupMs} ms)`,
    );

    for (const [runtime, args] of [
      [`host: api/dist/server.mjs, Node ${process.version}`, compiledServerArgs()],
      [`host: tsx api/src/server.ts, Node ${process.version}`, ['--import', 'tsx', 'api/src/server.ts']],
    ] as const) {
      const server = await startOnHost([...args], env);
      try {
        rows.push({
          runtime,
          'first page ms': server.startupMs,
          ...(await memoryAfterRenders(server.origin, async () => server.pid)),
        });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await database.drop();
  }
  console.table(rows);
  console.log(
    `(c) Resident memory on PostgreSQL after ${WARM_UP_RENDERS} + ${MEMORY_RENDERS} renders, image: ${rows[0]!['resident MB after renders']} MB (target ≤ ${TARGET.residentMb} MB)`,
  );
  console.log(`(a) again: ${addedMb} MB added to the base (target ≤ ${TARGET.addedMb} MB)`);
}

await main();
