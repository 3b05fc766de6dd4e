import fs from 'node:fs';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { RemoteBuild } from '@rental/shared/federation/remotes-manifest.ts';
import { ReleaseRefused } from '@rental/shared/releases/release-envelope.ts';
import type { ReleaseManifest } from '@rental/shared/releases/release-manifest.ts';
import { ReleaseCacheFolders } from './release-cache-folders.ts';
import { fetchRelease, type ReadyRelease, type ReleaseFetchOptions } from './release-fetch.ts';

/** After a failed fetch, the next try waits this long, doubling up to the maximum. */
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

export type ReleaseState = ReadyRelease | { state: 'pending' } | { state: 'refused'; reason: string };

interface Entry {
  state: ReleaseState;
  settled: Promise<ReleaseState>;
  retryAt: number;
  failures: number;
  /** The last problem told, so that each is told once. */
  reason?: string;
}

interface ReleaseCacheOptions extends ReleaseFetchOptions {
  /** RELEASE_CACHE_DIR. */
  dir: string;
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
  private readonly folders: ReleaseCacheFolders;
  /** Each ready build's verified copy, by remote and the entry remotes.json names it by. */
  private readonly readyReleases = new Map<string, { folder: string; files: ReleaseManifest['files'] }>();

  constructor(private readonly options: ReleaseCacheOptions) {
    fs.mkdirSync(options.dir, { recursive: true });
    this.folders = new ReleaseCacheFolders(options.dir);
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
    entry.settled = fetchRelease(this.folders, this.options, remote, build).then(
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
}
