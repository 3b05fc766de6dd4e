import type { BuildManifest } from '@rental/shared/federation/build-manifest.ts';
import type { RemoteDescription } from '@rental/shared/federation/remote-modules.ts';
import type { RemoteBuild } from '@rental/shared/federation/remotes-manifest.ts';
import { ReleaseRefused } from '@rental/shared/releases/release-envelope.ts';
import { ReleaseStoreError, type ReleaseStore } from '@rental/shared/releases/stores/release-store.ts';
import type { TrustedReleaseKeys } from '@rental/shared/releases/trusted-release-keys.ts';
import {
  readVerifiedFile,
  readVerifiedRelease,
  releasePrefix,
} from '@rental/shared/releases/verified-release.ts';
import { RolloutRefused } from '@rental/shared/rollouts/rollout-plan.ts';
import { manifestProblems } from './remote-builds.ts';

const FILES_AT_ONCE = 8;

/**
 * The entry a rollout writes for a published release (docs/decisions/024), once every check the servers
 * will make has passed here first: the signature of a key trusted for the remote, every file's size and
 * SHA-384, and the contract with the shell. The entry pins the `release.json` that was checked.
 */
export async function publishedRelease(
  store: ReleaseStore,
  remote: RemoteDescription,
  version: string,
  trustedKeys: TrustedReleaseKeys,
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
    const buildManifestBytes = manifest.files['mf-manifest.json']
      ? await readVerifiedFile(store, manifest, remote, 'mf-manifest.json')
      : undefined;
    if (!buildManifestBytes) throw new ReleaseRefused(`${remote.folder}@${version} has no mf-manifest.json`);
    const buildManifest = JSON.parse(buildManifestBytes.toString('utf8')) as BuildManifest;
    const remoteEntry = buildManifest.metaData?.remoteEntry;
    const entryFile = `${remoteEntry?.path ?? ''}${remoteEntry?.name ?? 'remoteEntry.js'}`;
    const problems = manifestProblems(remote, buildManifest, 'ssr/server-entry.cjs' in manifest.files);
    if (!(entryFile in manifest.files))
      problems.push(`its manifest names ${entryFile}, which the release does not hold`);
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
