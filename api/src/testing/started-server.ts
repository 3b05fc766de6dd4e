import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from '../config.ts';
import { compiledServerArgs } from './compiled-server.ts';

export interface StartedServer {
  process: ChildProcess;
  origin: string;
  exited: Promise<number | null>;
  /** Everything the server wrote so far: its JSON log lines. */
  output: () => string;
  /** Requests the server has started to handle at `path`, from its own log. */
  received: (path: string) => number;
}

/**
 * The real server as `npm start` runs it, compiled, on a free port with `env` over this process's
 * environment, logging at debug; resolves once it says where it listens.
 */
export async function startServer(env: NodeJS.ProcessEnv): Promise<StartedServer> {
  const child = spawn(process.execPath, compiledServerArgs(), {
    cwd: repoRoot,
    // The tests share a busy machine: its lagging event loop must not refuse their requests.
    // At debug: its line saying where it listens is how it is found, and each request's arrival is seen.
    env: { ...process.env, PORT: '0', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', ...env, LOG_LEVEL: 'debug' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += String(chunk)));
  let found: string | undefined;
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += String(chunk);
      // Read until found: a server under load writes megabytes after it.
      found ??= /API at (http:\/\/localhost:\d+)\/api\/v1/.exec(output)?.[1];
      if (found) resolve(found);
    });
    child.on('exit', () => reject(new Error(`the server exited before it was ready: ${output}`)));
  });
  const received = (path: string) =>
    output
      .split('\n')
      .filter((line) => line.includes('"msg":"incoming request"') && line.includes(`"url":"${path}"`)).length;
  return { process: child, origin, exited, output: () => output, received };
}
