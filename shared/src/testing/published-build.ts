import { createHash } from 'node:crypto';
import type { RemoteBuild } from '../federation/remotes-manifest.ts';

/**
 * A build as `npm run rollout -- start` writes it for a published release (docs/decisions/024): its entry
 * where an HTTP release store at `storeUrl` serves it, pinned to that store and to a `release.json` digest
 * of its own (one per store and version, as two publications of a version are two releases).
 */
export function publishedBuild(
  folder: string,
  version: string,
  storeUrl = 'https://releases.example.com/site/',
): RemoteBuild {
  const digest = createHash('sha384').update(`${storeUrl}\n${folder}\n${version}`).digest('base64');
  return {
    version,
    entry: `${storeUrl}${folder}/${version}/mf-manifest.json`,
    release: { store: storeUrl, digest: `sha384-${digest}` },
  };
}
