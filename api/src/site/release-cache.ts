import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { remoteNamed, REMOTES, type RemoteName } from '@rental/shared/federation/remote-modules.ts';
import { readRemoteEntry } from '@rental/shared/federation/remote-entry.ts';
import type { RemoteBuild } from '@rental/shared/federation/remotes-manifest.ts';
import { isSha384 } from '@rental/shared/releases/digest-format.ts';
import { sha384Of } from '@rental/shared/releases/release-digest.ts';
import { openRelease, ReleaseRefused } from '@rental/shared/releases/release-envelope.ts';
import { isReleaseVersion, type ReleaseManifest } from '@rental/shared/releases/release-manifest.ts';
import type { ReleaseStore } from '@rental/shared/releases/stores/release-store.ts';
import type { TrustedReleaseKeys } from '@rental/shared/releases/trusted-release-keys.ts';
import { readVerifiedFile, readVerifiedRelease } from '@rental/shared/releases/verified-release.ts';
import type { ReleaseFetchResult } from '../metrics/release-metrics.ts';

/** The files a server needs of a release: the build manifest and the whole server build. */
const isServerFile = (file: string) => file === 'mf-manifest.json' || file.startsWith('ssr/');
const FETCH_TIMEOUT_MS = 30_000;
/** `<version>-<first 24 hex digits of the release.json digest>`: the only names the cache writes. */
const RELEASE_FOLDER_NAME = /^[\w][\w.-]{0,63}-[0-9a-f]{24}$/;
/** After a failed fetch, the next try waits this long, doubling up to the maximum. */
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

export type ReleaseState =
  | { state: 'ready'; folder: string; manifest: ReleaseManifest }
  | { state: 'pending' }
  | { state: 'refused'; reason: string };

interface Entry {
  state: ReleaseState;
  settled: Promise<ReleaseState>;
  retryAt: number;
  failures: number;
  /** The last problem told, so that each is told once. */
  reason?: string;
}

interface ReleaseCacheOptions {
  /** RELEASE_CACHE_DIR. */
  dir: string;
  /** The stores this instance may fetch from, by location (RELEASE_STORES). */
  stores: ReadonlyMap<string, ReleaseStore>;
  trustedKeys: TrustedReleaseKeys;
  /** Releases kept on disk per remote; the least recently fetched go first. */
  keepPerRemote?: number;
  /** How long one fetch of a release may take before it counts as failed (30 s). */
  fetchTimeoutMs?: number;
  /** Told once per release and reason when a release is refused or cannot be fetched. */
  onProblem: (problem: {
    remote: RemoteName;
    version: string;
    digest: string;
    /** The entry remotes.json names the build by. */
    entry: string;
    reason: string;
    refused: boolean;
  }) => void;
  /** Told how every attempt ended, retries included (docs/operations.md#metrics). */
  onFetched?: (remote: RemoteName, result: ReleaseFetchResult) => void;
}

/**
 * The verified pull-through cache of published releases on this instance (docs/decisions/024). A build
 * pinned in remotes.json is fetched once from its store (pages asking meanwhile are told it is pending and
 * never wait), its `release.json` checked against the pin and a trusted key, each server file against its
 * size and SHA-384, written aside and renamed into place, and only then offered to a render worker. What
 * is on disk from an earlier run is checked again before it is offered.
 */
export class ReleaseCache {
  private readonly entries = new Map<string, Entry>();
  /** Each ready build's verified copy, by remote and the entry remotes.json names it by. */
  private readonly readyReleases = new Map<string, { folder: string; files: ReleaseManifest['files'] }>();

  constructor(private readonly options: ReleaseCacheOptions) {
    fs.mkdirSync(options.dir, { recursive: true });
  }

  /** Where `build` stands on this instance; a build not yet asked for starts its fetch now. */
  status(remote: RemoteName, build: RemoteBuild): ReleaseState {
    return this.entryFor(remote, build).state;
  }

  /** Where `build` stands on this instance, without starting a fetch: undefined when never asked for. */
  known(remote: RemoteName, build: RemoteBuild): ReleaseState | undefined {
    if (!build.release) return undefined;
    return this.entries.get(this.keyOf(remote, build))?.state;
  }

  /** The verified copy of a build that `status` has found ready: its folder and its files' digests. */
  readyRelease(
    remote: RemoteName,
    entry: string,
  ): { folder: string; files: ReleaseManifest['files'] } | undefined {
    return this.readyReleases.get(`${remote}\n${entry}`);
  }

  /** Settles when the build's current fetch does (for tests and benchmarks). */
  settled(remote: RemoteName, build: RemoteBuild): Promise<ReleaseState> {
    return this.entryFor(remote, build).settled;
  }

  private entryFor(remote: RemoteName, build: RemoteBuild): Entry {
    const release = build.release;
    if (!release) throw new Error('a build deployed with the site has no release to fetch');
    const key = this.keyOf(remote, build);
    const known = this.entries.get(key);
    // A ready release stays ready while its folder is there (pruning may take an old one away).
    if (known?.state.state === 'ready' && fs.existsSync(known.state.folder)) return known;
    if (known?.state.state === 'pending' || (known?.state.state === 'refused' && Date.now() < known.retryAt))
      return known;
    const entry: Entry = {
      state: { state: 'pending' },
      settled: Promise.resolve({ state: 'pending' }),
      retryAt: 0,
      failures: known?.failures ?? 0,
      reason: known?.reason,
    };
    entry.settled = this.fetch(remote, build).then(
      (ready) => {
        entry.state = ready;
        entry.failures = 0;
        entry.reason = undefined;
        this.readyReleases.set(`${remote}\n${build.entry}`, {
          folder: ready.folder,
          files: ready.manifest.files,
        });
        return ready;
      },
      (error: Error) => {
        this.options.onFetched?.(remote, error instanceof ReleaseRefused ? 'refused' : 'failed');
        entry.failures++;
        entry.retryAt = Date.now() + Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (entry.failures - 1));
        entry.state = { state: 'refused', reason: error.message };
        if (entry.reason !== error.message)
          this.options.onProblem({
            remote,
            version: build.version,
            digest: release.digest,
            entry: build.entry,
            reason: error.message,
            refused: error instanceof ReleaseRefused,
          });
        entry.reason = error.message;
        return entry.state;
      },
    );
    this.entries.set(key, entry);
    return entry;
  }

  private keyOf(remote: RemoteName, build: RemoteBuild): string {
    return `${remote}\n${build.version}\n${build.release!.digest}\n${build.release!.store}`;
  }

  /**
   * A release's folder, made of checked parts only and resolved inside the cache before any file-system
   * call is made with it: a version or digest from remotes.json never names a path of its own choosing.
   */
  private folderOf(remote: RemoteName, build: RemoteBuild): string {
    const { version, release } = build;
    if (!isReleaseVersion(version)) throw new ReleaseRefused(`its version is not a release version`);
    if (!release || !isSha384(release.digest)) throw new ReleaseRefused('it pins no SHA-384 of a release');
    const digest = Buffer.from(release.digest.slice('sha384-'.length), 'base64').toString('hex');
    return this.insideCache(remoteNamed(remote).folder, `${version}-${digest.slice(0, 24)}`);
  }

  private insideCache(...parts: string[]): string {
    const root = path.resolve(this.options.dir);
    const resolved = path.resolve(root, ...parts);
    if (!resolved.startsWith(root + path.sep))
      throw new ReleaseRefused(`${resolved} is outside the release cache`);
    return resolved;
  }

  /**
   * Whether `folder` is one the cache writes: a real folder (not a link) directly inside a remote's folder
   * of the cache, named as the cache names releases. Only such a folder is ever deleted.
   */
  private isOwnRelease(folder: string): boolean {
    const parent = path.dirname(folder);
    return (
      REMOTES.some((remote) => parent === path.join(path.resolve(this.options.dir), remote.folder)) &&
      RELEASE_FOLDER_NAME.test(path.basename(folder)) &&
      Boolean(fs.lstatSync(folder, { throwIfNoEntry: false })?.isDirectory())
    );
  }

  private async fetch(
    remote: RemoteName,
    build: RemoteBuild,
  ): Promise<Extract<ReleaseState, { state: 'ready' }>> {
    const pinned = build.release!;
    const store = this.options.stores.get(pinned.store);
    if (!store)
      throw new ReleaseRefused(
        `its store ${pinned.store} is not one this site fetches from (RELEASE_STORES)`,
      );
    const description = remoteNamed(remote);
    // The browser fetches the build from its entry: it must be where the store serves that release, or a
    // verified entry script could pull its chunks from anywhere.
    const reading = readRemoteEntry(remote, build, (location) => this.options.stores.get(location));
    if (reading.kind === 'refused') throw new ReleaseRefused(reading.reason);
    const folder = this.folderOf(remote, build);
    if (fs.lstatSync(folder, { throwIfNoEntry: false })) {
      if (!this.isOwnRelease(folder))
        throw new ReleaseRefused(`${folder} is in the way and was not written by the release cache`);
      const manifest = this.checkOnDisk(folder, remote, build);
      if (manifest) {
        this.options.onFetched?.(remote, 'kept');
        return { state: 'ready', folder, manifest };
      }
    }
    const signal = AbortSignal.timeout(this.options.fetchTimeoutMs ?? FETCH_TIMEOUT_MS);
    const { manifest, bytes: releaseJson } = await readVerifiedRelease(store, {
      remote: description,
      version: build.version,
      pinnedDigest: pinned.digest,
      trustedKeys: this.options.trustedKeys,
      signal,
    });
    const aside = this.insideCache(`.fetching-${randomUUID()}`);
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
    this.prune(description.folder, folder);
    this.options.onFetched?.(remote, 'verified');
    return { state: 'ready', folder, manifest };
  }

  /**
   * A release kept from before is offered only if it is still, byte for byte, what was verified; one
   * that is not is removed, to be fetched again.
   */
  private checkOnDisk(folder: string, remote: RemoteName, build: RemoteBuild): ReleaseManifest | undefined {
    try {
      const text = fs.readFileSync(path.join(folder, 'release.json'));
      if (sha384Of(text) !== build.release!.digest) throw new Error('release.json is not the pinned one');
      const manifest = openRelease(
        text.toString('utf8'),
        { remote, version: build.version },
        this.options.trustedKeys.get(remote) ?? [],
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

  /** Keeps the most recently fetched releases of a remote, the one just fetched always among them. */
  private prune(remoteFolder: string, keep: string): void {
    const parent = this.insideCache(remoteFolder);
    const releases = fs
      .readdirSync(parent)
      .map((name) => path.join(parent, name))
      .filter((folder) => folder !== keep && this.isOwnRelease(folder))
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
    for (const folder of releases.slice((this.options.keepPerRemote ?? 5) - 1))
      fs.rmSync(folder, { recursive: true, force: true });
  }
}
