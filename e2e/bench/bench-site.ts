import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compiledServerArgs } from '../../api/src/testing/compiled-server.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The site built (unless BENCH_SKIP_BUILD) and served as `npm start` serves it, on a fresh database. */
export interface BenchSite {
  base: string;
  stop(): void;
}

async function isServing(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/v1/get_categories`)).ok;
  } catch {
    return false;
  }
}

/** Starts the bench's site; `env` adds to its server's environment (a metrics port, say). */
export async function startSite(port: number, name: string, env: NodeJS.ProcessEnv = {}): Promise<BenchSite> {
  const base = `http://127.0.0.1:${port}`;
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log('Building the site…');
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'ignore' });
  }
  // Another server on the port would be measured instead of this build.
  if (await isServing(base)) throw new Error(`port ${port} is taken; set BENCH_PORT`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rental-bench-${name}-`));
  const server = spawn('node', compiledServerArgs(), {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    if (await isServing(base)) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('the site did not start');
}
