import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { remoteNamed, type RemoteName } from '@rental/shared/federation/remote-modules.ts';
import { readRemoteEntry } from '@rental/shared/federation/remote-entry.ts';
import type { RemoteBuild } from '@rental/shared/federation/remotes-manifest.ts';
import { sha384Of } from '@rental/shared/releases/release-digest.ts';
import { openRelease, ReleaseRefused } from '@rental/shared/releases/release-envelope.ts';
import type { ReleaseManifest } from '@rental/shared/releases/release-manifest.ts';
import type { ReleaseStore } from '@rental/shared/releases/stores/release-store.ts';
import type { TrustedReleaseKeys } from '@rental/shared/releases/trusted-release-keys.ts';
import { readVerifiedFile, readVerifiedRelease } from '@rental/shared/releases/verified-release.ts';
import type { ReleaseFetchResult } from '../metrics/release-metrics.ts';
import type { ReleaseCacheFolders } from './release-cache-folders.ts';

/** The files a server needs of a release: the build manifest and the whole server build. */
const isServerFile = (file: string) => file === 'mf-manifest.json' || file.startsWith('ssr/');
const FETCH_TIMEOUT_MS = 30_000;

export interface ReleaseFetchOptions {
  /** The stores this instance may fetch from, by location (RELEASE_STORES). */
  stores: ReadonlyMap<string, ReleaseStore>;
  trustedKeys: TrustedReleaseKeys;
  /** Releases kept on disk per remote; the least recently fetched go first. */
  keepPerRemote?: number;
  /** How long one fetch of a release may take before it counts as failed (30 s). */
  fetchTimeoutMs?: number;
  /** Told how every attempt ended, retries included (docs/operations.md#metrics). */
  onFetched?: (remote: RemoteName, result: ReleaseFetchResult) => void;
}

/** A release verified and in its folder, ready for a render worker. */
export type ReadyRelease = { state: 'ready'; folder: string; manifest: ReleaseManifest };

/**
 * Fetches a build's release from its store into the cache, checked against its pin, a trusted key and each
 * server file's size and SHA-384, written aside and renamed into place; a copy already on disk is checked
 * again and kept instead.
 */
export async function fetchRelease(
  folders: ReleaseCacheFolders,
  options: ReleaseFetchOptions,
  remote: RemoteName,
  build: RemoteBuild,
): Promise<ReadyRelease> {
  const pinned = build.release!;
  const store = options.stores.get(pinned.store);
  if (!store)
    throw new ReleaseRefused(`its store ${pinned.store} is not one this site fetches from (RELEASE_STORES)`);
  const description = remoteNamed(remote);
  // The browser fetches the build from its entry: it must be where the store serves that release, or a
  // verified entry script could pull its chunks from anywhere.
  const reading = readRemoteEntry(remote, build, (location) => options.stores.get(location));
  if (reading.kind === 'refused') throw new ReleaseRefused(reading.reason);
  const folder = folders.folderOf(remote, build);
  if (fs.lstatSync(folder, { throwIfNoEntry: false })) {
    if (!folders.isOwnRelease(folder))
      throw new ReleaseRefused(`${folder} is in the way and was not written by the release cache`);
    const manifest = checkOnDisk(folder, remote, build, options.trustedKeys);
    if (manifest) {
      options.onFetched?.(remote, 'kept');
      return { state: 'ready', folder, manifest };
    }
  }
  const signal = AbortSignal.timeout(options.fetchTimeoutMs ?? FETCH_TIMEOUT_MS);
  const { manifest, bytes: releaseJson } = await readVerifiedRelease(store, {
    remote: description,
    version: build.version,
    pinnedDigest: pinned.digest,
    trustedKeys: options.trustedKeys,
    signal,
  });
  const aside = folders.inside(`.fetching-${randomUUID()}`);
  try {
    const files = Object.keys(manifest.files).filter(isServerFile);
    if (!files.includes('ssr/server-entry.cjs') || !files.includes('mf-manifest.json'))
      throw new ReleaseRefused(
        `${description.folder}@${build.version} has no server build or no mf-manifest.json`,
      );
    for (const file of files) {
      const bytes = await readVerifiedFile(store, manifest, description, file, signal);
      fs.mkdirSync(path.dirname(path.join(aside, file)), { recursive: true });
      fs.writeFileSync(path.join(aside, file), bytes);
    }
    fs.writeFileSync(path.join(aside, 'release.json'), releaseJson);
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    fs.renameSync(aside, folder);
  } finally {
    fs.rmSync(aside, { recursive: true, force: true });
  }
  folders.prune(description.folder, folder, options.keepPerRemote ?? 5);
  options.onFetched?.(remote, 'verified');
  return { state: 'ready', folder, manifest };
}

/**
 * A release kept from before is offered only if it is still, byte for byte, what was verified; one
 * that is not is removed, to be fetched again.
 */
function checkOnDisk(
  folder: string,
  remote: RemoteName,
  build: RemoteBuild,
  trustedKeys: TrustedReleaseKeys,
): ReleaseManifest | undefined {
  try {
    const text = fs.readFileSync(path.join(folder, 'release.json'));
    if (sha384Of(text) !== build.release!.digest) throw new Error('release.json is not the pinned one');
    const manifest = openRelease(
      text.toString('utf8'),
      { remote, version: build.version },
      trustedKeys.get(remote) ?? [],
    );
    for (const [file, listed] of Object.entries(manifest.files).filter(([file]) => isServerFile(file))) {
      const bytes = fs.readFileSync(path.join(folder, file));
      if (bytes.length !== listed.size || sha384Of(bytes) !== listed.sha384)
        throw new Error(`${file} changed on disk`);
    }
    return manifest;
  } catch {
    fs.rmSync(folder, { recursive: true, force: true });
    return undefined;
  }
}
