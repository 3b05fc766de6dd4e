import fs from 'node:fs';
import path from 'node:path';
import { readRemoteEntry, type AllowedStores } from '@rental/shared/federation/remote-entry.ts';
import { remoteNamed, type RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { RemoteBuild, RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';
import type { ReleaseStore } from '@rental/shared/releases/stores/release-store.ts';
import type { ReleaseCache } from './release-cache.ts';

/** Where a build of remotes.json stands on this instance, as the operators' overview shows it. */
export type BuildStanding =
  | { state: 'site' }
  | { state: 'verified' }
  | { state: 'fetching' }
  | { state: 'not-asked' }
  | { state: 'refused'; problem: string };

/** A build this instance refuses to run, whatever it is: the one reason, told once per entry. */
export interface EntryRefusal {
  remote: RemoteName;
  build: RemoteBuild;
  reason: string;
}

interface ServableRemotesOptions {
  cache: ReleaseCache;
  /** The repository root whose `<remote>/dist/<version>/` builds are deployed with the site. */
  siteRoot: string;
  /** The remotes.json the shell's build wrote: the builds deployed with the site. */
  builtIn: () => RemotesManifest | undefined;
  /** The release stores this instance fetches from (RELEASE_STORES). */
  allowedStores: AllowedStores;
  /** Told once per entry that is refused before any fetch: its shape, its store or a missing build. */
  refused: (refusal: EntryRefusal) => void;
  /** How long a page waits for a stable release when this instance has nothing else for that remote. */
  firstFetchBudgetMs?: number;
}

/**
 * remotes.json as this instance can serve it now (docs/decisions/024). Every entry is read the one way
 * (`readRemoteEntry`): the site's own build of that version, deployed here, or a signed release from an
 * allowed store, which runs only once this instance has verified it. Anything else is refused, told once
 * and left out of the page. A canary that is refused or not yet verified is left out (its visitors get
 * stable); a stable falls back to the last stable this instance served, else to the build deployed with
 * the site: pages are answered at once, never with code that was not checked. Only an instance with no
 * other build of a remote at all waits for the release, a few seconds at most, and then answers 503.
 */
export function servableRemotes(options: ServableRemotesOptions) {
  const { cache } = options;
  const lastGood = new Map<RemoteName, RemoteBuild>();
  const told = new Set<string>();

  /** Why this instance refuses `build` before fetching anything, or undefined when it may try it. */
  const refusalOf = (remote: RemoteName, build: RemoteBuild): string | undefined => {
    const reading = readRemoteEntry(remote, build, options.allowedStores);
    if (reading.kind === 'refused') return reading.reason;
    if (reading.kind === 'site') {
      const manifest = path.join(
        options.siteRoot,
        remoteNamed(remote).folder,
        'dist',
        build.version,
        'mf-manifest.json',
      );
      if (!fs.statSync(manifest, { throwIfNoEntry: false }))
        return `${build.version} is not deployed with this site (no ${manifest})`;
    }
    return undefined;
  };
  const refuse = (remote: RemoteName, build: RemoteBuild, reason: string) => {
    const key = `${remote}\n${build.version}\n${build.entry}\n${build.release?.store}\n${build.release?.digest}`;
    if (told.has(key)) return;
    told.add(key);
    options.refused({ remote, build, reason });
  };
  const isServable = (remote: RemoteName, build: RemoteBuild) => {
    const refusal = refusalOf(remote, build);
    if (refusal !== undefined) {
      refuse(remote, build, refusal);
      return false;
    }
    return !build.release || cache.status(remote, build).state === 'ready';
  };
  const fallbackFor = (remote: RemoteName): RemoteBuild | undefined => {
    const deployed = options.builtIn()?.[remote]?.stable;
    return (
      lastGood.get(remote) ??
      (deployed && refusalOf(remote, deployed) === undefined && !deployed.release ? deployed : undefined)
    );
  };

  const servable = async (manifest: RemotesManifest): Promise<RemotesManifest> => {
    let served = manifest;
    for (const [remote, channels] of Object.entries(manifest) as [
      RemoteName,
      RemotesManifest[RemoteName],
    ][]) {
      let stableReady = isServable(remote, channels.stable);
      if (
        !stableReady &&
        !fallbackFor(remote) &&
        channels.stable.release &&
        !refusalOf(remote, channels.stable)
      ) {
        // Nothing else to render this remote with: the first pages wait for its release, within a budget.
        await Promise.race([
          cache.settled(remote, channels.stable),
          new Promise((resolve) => setTimeout(resolve, options.firstFetchBudgetMs ?? 5_000).unref()),
        ]);
        stableReady = isServable(remote, channels.stable);
      }
      if (stableReady) lastGood.set(remote, channels.stable);
      const canaryReady = !channels.canary || isServable(remote, channels.canary);
      if (stableReady && canaryReady) continue;
      const stable = stableReady ? channels.stable : fallbackFor(remote);
      if (!stable)
        throw new Error(`no build of ${remote} can be served yet: its stable build is not servable`);
      served = {
        ...served,
        [remote]: canaryReady && channels.canary ? { stable, canary: channels.canary } : { stable },
      };
    }
    return served;
  };

  /** Where `build` stands here, without starting a fetch (the operators' overview). */
  const standing = (remote: RemoteName, build: RemoteBuild): BuildStanding => {
    const refusal = refusalOf(remote, build);
    if (refusal !== undefined) return { state: 'refused', problem: refusal };
    if (!build.release) return { state: 'site' };
    const known = cache.known(remote, build);
    if (!known) return { state: 'not-asked' };
    if (known.state === 'ready') return { state: 'verified' };
    if (known.state === 'pending') return { state: 'fetching' };
    return { state: 'refused', problem: known.reason };
  };

  return { servable, standing, fallbackFor };
}

export type ServableRemotes = ReturnType<typeof servableRemotes>;

/**
 * Where builds stand on an instance that serves no site (the API alone): refused when their entry does
 * not read, otherwise never asked for here.
 */
export const buildsWithoutSite = (stores: ReadonlyMap<string, ReleaseStore>) => ({
  standing(remote: RemoteName, build: RemoteBuild): BuildStanding {
    const reading = readRemoteEntry(remote, build, (location) => stores.get(location));
    if (reading.kind === 'refused') return { state: 'refused', problem: reading.reason };
    return reading.kind === 'site' ? { state: 'site' } : { state: 'not-asked' };
  },
  servedInstead: (): RemoteBuild | undefined => undefined,
});
