import fs from 'node:fs';
import path from 'node:path';
import type { BuildManifest } from '@rental/shared/federation/build-manifest.ts';
import type { RemoteDescription } from '@rental/shared/federation/remote-modules.ts';
import type { RemoteBuild } from '@rental/shared/federation/remotes-manifest.ts';
import {
  openReleaseStore,
  storeSettingsFromEnvironment,
} from '@rental/shared/releases/stores/open-release-store.ts';
import { publishedRelease } from '@rental/shared/releases/published-release.ts';
import { readTrustedReleaseKeys } from '@rental/shared/releases/trusted-release-keys.ts';
import { releasePrefix } from '@rental/shared/releases/verified-release.ts';
import { RolloutRefused } from '@rental/shared/rollouts/rollout-plan.ts';
import { repoRoot } from '../../build-config/repository.ts';
import { buildProblems, siteLibraries } from './repository-builds.ts';

/** Where `start` looks for the build it names. */
export interface StartBuildSources {
  /** A release store: a folder, `s3://bucket/prefix` or an HTTP origin. */
  releaseStoreLocation: string;
  /** Where versions deployed with the site are: `<siteRoot>/<remote folder>/dist/<version>`. */
  siteRoot: string;
  /** The store's settings and RELEASE_TRUSTED_KEYS, as the site reads them. */
  environment: NodeJS.ProcessEnv;
}

/**
 * The build `start` names: the version's published release when the release store holds it (verified
 * and pinned, docs/decisions/024), otherwise a version deployed with the site.
 */
export async function buildToStart(
  remote: RemoteDescription,
  version: string,
  sources: StartBuildSources,
): Promise<RemoteBuild> {
  const releases = openReleaseStore(
    sources.releaseStoreLocation,
    storeSettingsFromEnvironment(sources.environment),
  );
  let published: Buffer | undefined;
  try {
    published = await releases.read(`${releasePrefix(remote, version)}/release.json`, { maxBytes: 1 << 20 });
  } catch (error) {
    throw new RolloutRefused(`the release store cannot be read: ${(error as Error).message}`);
  }
  if (!published) return deployedBuild(remote, version, sources.siteRoot);
  // As the site reads them: from RELEASE_TRUSTED_KEYS only.
  const trustedKeys = readTrustedReleaseKeys(sources.environment.RELEASE_TRUSTED_KEYS, repoRoot);
  return publishedRelease(releases, remote, version, trustedKeys, siteLibraries());
}

/** Refuses a version that is not deployed, whose manifest does not load, or that the contract check refuses. */
function deployedBuild(remote: RemoteDescription, version: string, siteRoot: string): RemoteBuild {
  const folder = path.join(siteRoot, remote.folder, 'dist', version);
  const manifestFile = path.join(folder, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile))
    throw new RolloutRefused(
      `${remote.folder}@${version} is not deployed (no ${manifestFile}); deploy it first: npm run deploy:remote`,
    );
  let manifest: BuildManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest;
  } catch (error) {
    throw new RolloutRefused(
      `the manifest of ${remote.folder}@${version} does not load: ${(error as Error).message}`,
    );
  }
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = path.join(folder, entry?.path ?? '', entry?.name ?? 'remoteEntry.js');
  if (!fs.existsSync(entryFile))
    throw new RolloutRefused(
      `the manifest of ${remote.folder}@${version} names ${entryFile}, which is missing`,
    );
  const problems = buildProblems(remote, version, folder);
  if (problems.length > 0)
    throw new RolloutRefused(
      `${remote.folder}@${version} does not fit the shell:\n  - ${problems.join('\n  - ')}`,
    );
  return { version, entry: `/remotes/${remote.folder}/${version}/mf-manifest.json` };
}
