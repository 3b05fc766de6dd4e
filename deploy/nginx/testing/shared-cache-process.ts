import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listeningProxy, type ProxyProcess } from '../../../e2e/support/proxy-process.ts';
import { sharedCacheConfig } from './shared-cache-config.ts';

/** Debian's nginx, which CI installs (.ci/run). */
export const NGINX = '/usr/sbin/nginx';
export const isNginxInstalled = () => fs.existsSync(NGINX);

export type SharedCache = ProxyProcess;

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
  const child = spawn(NGINX, ['-p', `${folder}/`, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // SIGQUIT: nginx finishes the requests under way, then exits.
  return listeningProxy('nginx', child, { port, folder, stopSignal: 'SIGQUIT' });
}
