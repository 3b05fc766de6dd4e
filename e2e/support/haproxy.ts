import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listeningProxy, type ProxyProcess } from './proxy-process.ts';

/** Debian's HAProxy, which CI installs (.ci/run). */
export const HAPROXY = '/usr/sbin/haproxy';
export const isHaproxyInstalled = () => fs.existsSync(HAPROXY);

export type Haproxy = ProxyProcess;

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
  const child = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  return listeningProxy('HAProxy', child, { port, folder, stopSignal: 'SIGTERM' });
}
