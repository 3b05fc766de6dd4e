import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { compiledServerArgs } from '../../api/src/testing/compiled-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

/** A server process of the site (the built `api/dist/server.mjs`) that a journey started for itself. */
export interface ApiServer {
  origin: string;
  /** Whether the process started is still the one running (it never restarted or died). */
  running(): boolean;
  /** What it has logged so far at its LOG_LEVEL, one line each. */
  logged(): string[];
  close(): Promise<void>;
}

async function answers(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/api/v1/get_categories`)).ok;
  } catch {
    return false;
  }
}

/** Starts the site's server on `port` with `env` on top of this process's environment; ready once it answers. */
export async function startApiServer(port: number, env: Record<string, string>): Promise<ApiServer> {
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('node', compiledServerArgs(), {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'error', ...env, PORT: String(port), HOST: '127.0.0.1' },
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
      throw new Error(`The server on ${origin} did not start:\n${errors.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    running: () => child.exitCode === null && child.signalCode === null,
    logged: () => log.split('\n').filter(Boolean),
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      // One still finishing its pages on a loaded machine is stopped for good, never left running.
      const stopping = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(stopping);
    },
  };
}
