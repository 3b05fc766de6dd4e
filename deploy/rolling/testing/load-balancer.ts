import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HAPROXY } from '../../../e2e/support/haproxy.ts';
import { accepts } from '../../../e2e/support/proxy-process.ts';
import { type BalancedServer, haproxyConfig } from './haproxy-config.ts';

const STARTUP_TIMEOUT_MS = 15_000;
const POLL_MS = 50;

/** What HAProxy's `show stat` says of one server: UP, DOWN, or a transition such as "UP 1/2". */
export type ServerStatus = string;

export interface LoadBalancer {
  origin: string;
  /** The status HAProxy's health checks give each server, by name. */
  statuses(): Promise<Map<string, ServerStatus>>;
  /** Resolves once HAProxy has `name` fully in rotation (UP), or throws past `timeoutMs`. */
  waitUntil(name: string, wanted: 'UP' | 'DOWN', timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** Sends one command to HAProxy's admin socket and returns what it answered. */
function adminCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let answer = '';
    socket.on('connect', () => socket.write(`${command}\n`));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The `status` column of `show stat`'s CSV, by server name, for one backend. */
export function serverStatuses(csv: string, backend: string): Map<string, ServerStatus> {
  const [header, ...rows] = csv.trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const proxy = columns.indexOf('pxname');
  const server = columns.indexOf('svname');
  const status = columns.indexOf('status');
  const statuses = new Map<string, ServerStatus>();
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[proxy] !== backend || cells[server] === 'BACKEND') continue;
    statuses.set(cells[server]!, cells[status]!);
  }
  return statuses;
}

/** Debian's HAProxy in front of `servers`, configured as docs/operations.md#rolling says (haproxy-config.ts). */
export async function startLoadBalancer(options: {
  port: number;
  servers: BalancedServer[];
  checkPath: string;
  checkIntervalMs: number;
  retries: boolean;
}): Promise<LoadBalancer> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-rolling-haproxy-'));
  const statsSocket = path.join(folder, 'admin.sock');
  const config = path.join(folder, 'haproxy.cfg');
  fs.writeFileSync(config, haproxyConfig({ ...options, statsSocket }));
  // -db: in the foreground, so the harness owns the process and ends it.
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const started = Date.now();
  while (!(await accepts(options.port)) || !fs.existsSync(statsSocket)) {
    if (child.exitCode !== null || Date.now() - started > STARTUP_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(`HAProxy did not start on port ${options.port}:\n${errors.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const statuses = async () => serverStatuses(await adminCommand(statsSocket, 'show stat'), 'instances');
  return {
    origin: `http://127.0.0.1:${options.port}`,
    statuses,
    async waitUntil(name, wanted, timeoutMs) {
      const since = Date.now();
      let last: ServerStatus | undefined;
      while ((last = (await statuses()).get(name)) !== wanted) {
        if (Date.now() - since > timeoutMs)
          throw new Error(
            `HAProxy still has ${name} ${last ?? 'unknown'} after ${timeoutMs} ms, not ${wanted}`,
          );
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
