import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedCacheConfig } from './shared-cache-config.ts';

const NGINX = '/usr/sbin/nginx';

describe('the shipped shared cache configuration', () => {
  it('takes the deploy’s address, site and folder, and nginx reads it', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-nginx-config-'));
    try {
      const config = sharedCacheConfig({ port: 8701, sitePort: 8702, cacheDir: path.join(folder, 'cache') });
      expect(config).toContain('listen 127.0.0.1:8701;');
      expect(config).toContain('server 127.0.0.1:8702;');
      expect(config).toContain(`proxy_cache_path ${path.join(folder, 'cache')} `);
      expect(config).toMatch(
        /proxy_cache_key "[^"]*\|lang=\$doral_language\|builds=\$doral_builds\|encoding=\$doral_encoding";/,
      );
      fs.writeFileSync(path.join(folder, 'nginx.conf'), config);
      execFileSync(NGINX, ['-t', '-q', '-p', `${folder}/`, '-c', path.join(folder, 'nginx.conf')], {
        stdio: 'pipe',
      });
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
