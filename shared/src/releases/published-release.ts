import type { BuildManifest } from '../federation/build-manifest.ts';
import { manifestProblems, type SiteLibraries } from '../federation/remote-contract.ts';
import type { RemoteDescription } from '../federation/remote-modules.ts';
import type { RemoteBuild } from '../federation/remotes-manifest.ts';
import { RolloutRefused } from '../rollouts/rollout-plan.ts';
import { ReleaseRefused } from './release-envelope.ts';
import { ReleaseStoreError, type ReleaseStore } from './stores/release-store.ts';
import type { TrustedReleaseKeys } from './trusted-release-keys.ts';
import { readVerifiedFile, readVerifiedRelease, releasePrefix } from './verified-release.ts';

const FILES_AT_ONCE = 8;

/**
 * The entry a rollout writes for a published release (docs/decisions/024), once every check the servers
 * will make has passed here first: the signature of a key trusted for the remote, every file's size and
 * SHA-384, and the contract with the shell. The entry pins the `release.json` that was checked. The
 * rollout command and the operators' console both start a canary only through this (docs/decisions/025).
 */
export async function publishedRelease(
  store: ReleaseStore,
  remote: RemoteDescription,
  version: string,
  trustedKeys: TrustedReleaseKeys,
  site: SiteLibraries,
): Promise<RemoteBuild> {
  try {
    const { manifest, digest } = await readVerifiedRelease(store, { remote, version, trustedKeys });
    const files = Object.keys(manifest.files);
    for (let start = 0; start < files.length; start += FILES_AT_ONCE)
      await Promise.all(
        files
          .slice(start, start + FILES_AT_ONCE)
          .map((file) => readVerifiedFile(store, manifest, remote, file)),
      );
    // Names a release or its manifest brings are looked up as its own entries only: `constructor` or
    // `toString` would be found `in` any object.
    const holds = (file: string) => Object.hasOwn(manifest.files, file);
    const buildManifestBytes = holds('mf-manifest.json')
      ? await readVerifiedFile(store, manifest, remote, 'mf-manifest.json')
      : undefined;
    if (!buildManifestBytes) throw new ReleaseRefused(`${remote.folder}@${version} has no mf-manifest.json`);
    const buildManifest = JSON.parse(buildManifestBytes.toString('utf8')) as BuildManifest;
    const remoteEntry = buildManifest.metaData?.remoteEntry;
    const entryFile = `${remoteEntry?.path ?? ''}${remoteEntry?.name ?? 'remoteEntry.js'}`;
    const problems = manifestProblems(remote, buildManifest, holds('ssr/server-entry.cjs'), site);
    if (!holds(entryFile)) problems.push(`its manifest names ${entryFile}, which the release does not hold`);
    if (problems.length > 0)
      throw new RolloutRefused(
        `${remote.folder}@${version} does not fit the shell:\n  - ${problems.join('\n  - ')}`,
      );
    return {
      version,
      entry: store.publicUrl(`${releasePrefix(remote, version)}/mf-manifest.json`),
      release: { store: store.location, digest },
    };
  } catch (error) {
    if (error instanceof ReleaseRefused) throw new RolloutRefused(error.message);
    if (error instanceof ReleaseStoreError)
      throw new RolloutRefused(`the release store cannot be read: ${error.message}`);
    throw error;
  }
}
