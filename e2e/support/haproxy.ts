import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's HAProxy, which CI installs (.ci/run). */
export const HAPROXY = '/usr/sbin/haproxy';
export const isHaproxyInstalled = () => fs.existsSync(HAPROXY);

const STARTUP_TIMEOUT_MS = 15_000;

export interface Haproxy {
  origin: string;
  close(): Promise<void>;
}

/** Whether something on this machine accepts connections on `port`: a proxy started is one that listens. */
export const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * HAProxy as a load balancer in front of the site: it listens on `port` and passes every request to
 * `backendPort`, adding the address it took the connection from to X-Forwarded-For (`option forwardfor`)
 * after whatever the client wrote there itself.
 */
export async function startHaproxy(port: number, backendPort: number): Promise<Haproxy> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-haproxy-'));
  const config = path.join(folder, 'haproxy.cfg');
  fs.writeFileSync(
    config,
    [
      'global',
      '  maxconn 256',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 30s',
      '  timeout server 30s',
      'frontend site',
      `  bind 127.0.0.1:${port}`,
      '  option forwardfor',
      '  default_backend api',
      'backend api',
      `  server api 127.0.0.1:${backendPort}`,
      '',
    ].join('\n'),
  );
  // -db: in the foreground, so the journey owns the process and ends it.
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const started = Date.now();
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() - started > STARTUP_TIMEOUT_MS) {
      child.kill();
      throw new Error(`HAProxy did not start on port ${port}:\n${errors.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
