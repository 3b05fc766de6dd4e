import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compiledServerArgs } from '../../../api/src/testing/compiled-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const POLL_MS = 100;
/** Above the server's own SHUTDOWN_TIMEOUT_SECONDS (20): past it, the harness stops the process for good. */
const STOP_TIMEOUT_MS = 40_000;

export interface InstanceExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** From SIGTERM to the process's exit. */
  seconds: number;
}

/** One process of the compiled server (`api/dist/server.mjs`), as a fleet runs it. */
export interface SiteInstance {
  name: string;
  port: number;
  /** Everything it wrote, stdout and stderr. */
  output(): string;
  /** Sends SIGTERM, as an orchestrator does, and waits for the process to exit. */
  stop(): Promise<InstanceExit>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Starts the compiled server on `port` with `env` (and a data folder of its own) and resolves once
 * `readyPath` answers 200 on the instance itself.
 */
export async function startSiteInstance(options: {
  name: string;
  port: number;
  env: Record<string, string>;
  readyPath: string;
  timeoutMs: number;
}): Promise<SiteInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rental-rolling-${options.name}-`));
  const child: ChildProcess = spawn(process.execPath, compiledServerArgs(), {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...options.env,
      DATA_DIR: dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });

  const started = Date.now();
  while (!(await answers(`http://127.0.0.1:${options.port}${options.readyPath}`))) {
    if (child.exitCode !== null || Date.now() - started > options.timeoutMs) {
      child.kill('SIGKILL');
      await exited;
      removeData();
      throw new Error(
        `Instance ${options.name} on port ${options.port} did not get ready:\n${output.slice(-3000)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }

  return {
    name: options.name,
    port: options.port,
    output: () => output,
    async stop() {
      const since = performance.now();
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killing = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(killing);
      }
      removeData();
      return { code: child.exitCode, signal: child.signalCode, seconds: (performance.now() - since) / 1000 };
    },
  };
}
