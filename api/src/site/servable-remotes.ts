import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { RemoteBuild, RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';
import type { ReleaseCache } from './release-cache.ts';

/**
 * remotes.json as this instance can serve it now (docs/decisions/024): a published release runs only once
 * this instance has verified it. Until then, or when it is refused, a canary is left out (its visitors get
 * stable) and a stable falls back to the last stable this instance served, else to the build deployed with
 * the site: pages are answered at once, never with code that was not checked. An entry on another origin
 * that pins no release is refused the same way: only the site's own builds run unsigned. Only an instance with no
 * other build of a remote at all waits for the release, a few seconds at most, and then answers 503.
 */
export function servableRemotes(
  cache: ReleaseCache,
  builtIn: () => RemotesManifest | undefined,
  /** Told once per entry that is refused for naming code on another origin without a release. */
  warn: (message: string) => void,
  /** How long a page waits for a stable release when this instance has nothing else for that remote. */
  firstFetchBudgetMs = 5_000,
) {
  const lastGood = new Map<RemoteName, RemoteBuild>();
  const told = new Set<string>();
  const isServable = (remote: RemoteName, build: RemoteBuild) => {
    if (build.release) return cache.status(remote, build).state === 'ready';
    // Code on another origin runs only as a signed release: an entry edited in by hand is refused.
    if (!/^https?:\/\//i.test(build.entry)) return true;
    if (!told.has(build.entry))
      warn(`${remote}@${build.version} refused: ${build.entry} is on another origin and pins no release`);
    told.add(build.entry);
    return false;
  };
  const fallbackFor = (remote: RemoteName) => {
    const deployed = builtIn()?.[remote]?.stable;
    return lastGood.get(remote) ?? (deployed && !deployed.release ? deployed : undefined);
  };

  return async (manifest: RemotesManifest): Promise<RemotesManifest> => {
    let servable = manifest;
    for (const [remote, channels] of Object.entries(manifest) as [
      RemoteName,
      RemotesManifest[RemoteName],
    ][]) {
      let stableReady = isServable(remote, channels.stable);
      if (!stableReady && !fallbackFor(remote)) {
        // Nothing else to render this remote with: the first pages wait for its release, within a budget.
        await Promise.race([
          cache.settled(remote, channels.stable),
          new Promise((resolve) => setTimeout(resolve, firstFetchBudgetMs).unref()),
        ]);
        stableReady = isServable(remote, channels.stable);
      }
      if (stableReady) lastGood.set(remote, channels.stable);
      const canaryReady = !channels.canary || isServable(remote, channels.canary);
      if (stableReady && canaryReady) continue;
      const stable = stableReady ? channels.stable : fallbackFor(remote);
      if (!stable)
        throw new Error(`no build of ${remote} can be served yet: its stable release is not verified`);
      servable = {
        ...servable,
        [remote]: canaryReady && channels.canary ? { stable, canary: channels.canary } : { stable },
      };
    }
    return servable;
  };
}
