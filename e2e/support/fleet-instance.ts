import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from '@rental/shared/federation/remote-modules.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * One instance of the site as a fleet runs it: a server process of its own, with a site folder of its own
 * that holds the shell's build and only the remotes' versions deployed with the site (1.0.0), a database
 * and a release cache of its own. Everything else it renders comes from a release store.
 */
export interface FleetInstance {
  origin: string;
  siteRoot: string;
  /** Whether the process started is still the one running (it never restarted or died). */
  running(): boolean;
  /** What it has logged so far, warnings and errors, one line each. */
  logged(): string[];
  close(): Promise<void>;
}

function createInstanceSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-fleet-site-'));
  fs.cpSync(path.join(repoRoot, 'shell', 'dist'), path.join(root, 'shell', 'dist'), { recursive: true });
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  for (const { folder } of REMOTES) {
    fs.mkdirSync(path.join(root, folder, 'dist'), { recursive: true });
    fs.symlinkSync(path.join(repoRoot, folder, 'dist', '1.0.0'), path.join(root, folder, 'dist', '1.0.0'));
  }
  return root;
}

async function answers(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/api/v1/get_categories`)).ok;
  } catch {
    return false;
  }
}

export async function startFleetInstance(port: number, env: Record<string, string>): Promise<FleetInstance> {
  const siteRoot = createInstanceSite();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-fleet-data-'));
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('node', ['--import', 'tsx', path.join('api', 'src', 'server.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_ROOT: siteRoot,
      DATA_DIR: dataDir,
      RELEASE_CACHE_DIR: path.join(dataDir, 'releases'),
      // A release it refuses is logged as a warning (docs/decisions/024): a journey reads that here.
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const started = Date.now();
  while (!(await answers(origin))) {
    if (child.exitCode !== null || Date.now() - started > STARTUP_TIMEOUT_MS) {
      child.kill('SIGKILL');
      fs.rmSync(siteRoot, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`The instance on ${origin} did not start:\n${errors.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    siteRoot,
    running: () => child.exitCode === null && child.signalCode === null,
    logged: () => log.split('\n').filter(Boolean),
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        // One still finishing its pages on a loaded machine is stopped for good, never left running.
        const stopping = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(stopping);
      }
      fs.rmSync(siteRoot, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
