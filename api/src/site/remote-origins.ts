import type { RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';

const NO_ORIGINS: readonly string[] = [];

/**
 * The origins other than the site's own that remotes.json names (a remote on a CDN). Followed while the
 * server runs, because shipping a remote is changing remotes.json. The same array comes back until it
 * changes, so callers can keep what they derive from it.
 */
export function remoteOriginsReader(current: () => RemotesManifest | undefined): () => readonly string[] {
  let seen: RemotesManifest | undefined;
  let origins = NO_ORIGINS;
  return () => {
    const manifest = current();
    if (manifest !== seen) {
      seen = manifest;
      origins = manifest ? originsIn(manifest) : NO_ORIGINS;
    }
    return origins;
  };
}

export function originsIn(manifest: RemotesManifest): string[] {
  const found = new Set<string>();
  for (const { stable, canary } of Object.values(manifest))
    for (const build of [stable, canary])
      if (build && /^https?:\/\//.test(build.entry)) found.add(new URL(build.entry).origin);
  return [...found].sort();
}
