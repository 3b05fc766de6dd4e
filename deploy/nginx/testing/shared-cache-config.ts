import fs from 'node:fs';

/** The shipped configuration of the reference shared cache (docs/operations.md#shared-cache). */
export const SHIPPED_CONFIG = new URL('../nginx.conf', import.meta.url);

export interface SharedCacheSettings {
  /** Where nginx listens, on loopback. */
  port: number;
  /** The site's port on loopback. */
  sitePort: number;
  /** The folder nginx keeps its cache in. */
  cacheDir: string;
}

/** The deploy's own lines of the shipped file, each found exactly once and replaced. */
const deployLines = ({ port, sitePort, cacheDir }: SharedCacheSettings): [RegExp, string][] => [
  [/listen 127\.0\.0\.1:\d+;/, `listen 127.0.0.1:${port};`],
  [/server 127\.0\.0\.1:\d+;/, `server 127.0.0.1:${sitePort};`],
  [/proxy_cache_path \S+ /, `proxy_cache_path ${cacheDir} `],
];

/**
 * The shipped nginx.conf with this deploy's address, site and cache folder: the journeys and the benchmark
 * run the file operators ship, not a copy of their own.
 */
export function sharedCacheConfig(settings: SharedCacheSettings): string {
  let config = fs.readFileSync(SHIPPED_CONFIG, 'utf8');
  for (const [line, replacement] of deployLines(settings)) {
    const found = config.match(new RegExp(line.source, 'g'))?.length ?? 0;
    if (found !== 1)
      throw new Error(`deploy/nginx/nginx.conf: expected one line matching ${line}, found ${found}`);
    config = config.replace(line, replacement);
  }
  return config;
}
