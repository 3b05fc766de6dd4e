import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { sharedCacheConfig } from './shared-cache-config.ts';

/** Debian's nginx, which CI installs (.ci/run). */
export const NGINX = '/usr/sbin/nginx';
export const isNginxInstalled = () => fs.existsSync(NGINX);

const STARTUP_TIMEOUT_MS = 15_000;

/** Whether something accepts connections on `port` on loopback: nginx started is nginx listening. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export interface SharedCache {
  origin: string;
  close(): Promise<void>;
}

/**
 * The reference shared cache (deploy/nginx/nginx.conf) on `port`, in front of the site on `sitePort`, as the
 * shared cache's journey and `npm run bench:ssr` run it.
 */
export async function startSharedCache(port: number, sitePort: number): Promise<SharedCache> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user, who must reach the cache and temp folders.
  fs.chmodSync(folder, 0o755);
  const config = path.join(folder, 'nginx.conf');
  fs.writeFileSync(config, sharedCacheConfig({ port, sitePort, cacheDir: path.join(folder, 'cache') }));
  // In the foreground, so the journey owns the process and ends it; `-p` keeps its files in the folder.
  const child: ChildProcess = spawn(NGINX, ['-p', `${folder}/`, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const started = Date.now();
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() - started > STARTUP_TIMEOUT_MS) {
      child.kill('SIGKILL');
      fs.rmSync(folder, { recursive: true, force: true });
      throw new Error(`nginx did not start on ${port}: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
