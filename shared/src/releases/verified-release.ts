import type { RemoteDescription } from '../federation/remote-modules.ts';
import { sha384Of } from './release-digest.ts';
import { openRelease, ReleaseRefused } from './release-envelope.ts';
import { isReleaseVersion, type ReleaseManifest } from './release-manifest.ts';
import { ReleaseFileTooLarge, type ReleaseStore } from './stores/release-store.ts';
import type { TrustedReleaseKeys } from './trusted-release-keys.ts';

/** `release.json` is a list of files and a signature: a megabyte is far more than any release needs. */
const MAX_RELEASE_JSON_BYTES = 1 << 20;
/** A single file of a release larger than this is refused, whatever its manifest says. */
export const MAX_RELEASE_FILE_BYTES = 20 << 20;

export interface VerifiedRelease {
  manifest: ReleaseManifest;
  /** The SHA-384 of `release.json` as read. */
  digest: string;
  /** `release.json` as read: the very bytes the digest and the signature were checked on. */
  bytes: Buffer;
}

/**
 * Where a release's files are in its store. A version that is not a release version names no release,
 * so it never becomes part of a key (docs/decisions/024).
 */
export function releasePrefix(remote: RemoteDescription, version: string): string {
  if (!isReleaseVersion(version))
    throw new ReleaseRefused(`${JSON.stringify(String(version).slice(0, 80))} is not a release version`);
  return `${remote.folder}/${version}`;
}

/**
 * `release.json` of `remote@version`, read from its store and accepted only if its digest is the one
 * pinned (when a rollout pinned one) and a key trusted for that remote signed it for that remote and
 * version (docs/decisions/024). A store that cannot answer throws `ReleaseStoreError`; a release that
 * must not be trusted throws `ReleaseRefused`.
 */
export async function readVerifiedRelease(
  store: ReleaseStore,
  options: {
    remote: RemoteDescription;
    version: string;
    pinnedDigest?: string;
    trustedKeys: TrustedReleaseKeys;
    signal?: AbortSignal;
  },
): Promise<VerifiedRelease> {
  const { remote, version } = options;
  const text = await store.read(`${releasePrefix(remote, version)}/release.json`, {
    maxBytes: MAX_RELEASE_JSON_BYTES,
    signal: options.signal,
  });
  if (!text) throw new ReleaseRefused(`${remote.folder}@${version} is not published in ${store.location}`);
  const digest = sha384Of(text);
  if (options.pinnedDigest && digest !== options.pinnedDigest)
    throw new ReleaseRefused(
      `release.json of ${remote.folder}@${version} is not the one the rollout pinned (${digest}, pinned ${options.pinnedDigest})`,
    );
  const manifest = openRelease(
    text.toString('utf8'),
    { remote: remote.name, version },
    options.trustedKeys.get(remote.name) ?? [],
  );
  return { manifest, digest, bytes: text };
}

/** One file of a verified release, read from its store and accepted only with its listed size and SHA-384. */
export async function readVerifiedFile(
  store: ReleaseStore,
  release: ReleaseManifest,
  remote: RemoteDescription,
  file: string,
  signal?: AbortSignal,
): Promise<Buffer> {
  // Its own entries only: `constructor` or `toString` would be found on any object.
  const listed = Object.hasOwn(release.files, file) ? release.files[file] : undefined;
  if (!listed) throw new ReleaseRefused(`${remote.folder}@${release.version} does not list ${file}`);
  if (listed.size > MAX_RELEASE_FILE_BYTES)
    throw new ReleaseRefused(
      `${file} of ${remote.folder}@${release.version} is larger than ${MAX_RELEASE_FILE_BYTES} bytes`,
    );
  const wrongFile = () =>
    new ReleaseRefused(`${file} of ${remote.folder}@${release.version} is not the file its release lists`);
  let bytes: Buffer | undefined;
  try {
    bytes = await store.read(`${releasePrefix(remote, release.version)}/${file}`, {
      maxBytes: listed.size,
      signal,
    });
  } catch (error) {
    if (error instanceof ReleaseFileTooLarge) throw wrongFile();
    throw error;
  }
  if (!bytes)
    throw new ReleaseRefused(
      `${file} of ${remote.folder}@${release.version} is missing from ${store.location}`,
    );
  if (bytes.length !== listed.size || sha384Of(bytes) !== listed.sha384) throw wrongFile();
  return bytes;
}
