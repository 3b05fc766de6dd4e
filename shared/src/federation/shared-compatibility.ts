import type { BuildManifestShared } from '@rental/shared/federation/build-manifest.ts';

/**
 * Version skew (docs/architecture.md#federation): a remote built against a shared singleton the site cannot give it (say React
 * ^20 on a React 19 site) would crash on load. Returns why it is incompatible, or nothing when it fits.
 */
export function incompatibleSingletons(
  remoteShared: readonly BuildManifestShared[],
  siteVersions: Readonly<Record<string, string>>,
  satisfies: (version: string, range: string) => boolean,
): string[] {
  const problems: string[] = [];
  for (const shared of remoteShared) {
    // A name from the remote's manifest: `constructor` or `toString` is no library the site gives.
    const siteVersion = Object.hasOwn(siteVersions, shared.name) ? siteVersions[shared.name] : undefined;
    if (!siteVersion || !shared.requiredVersion) continue;
    if (!satisfies(siteVersion, shared.requiredVersion)) {
      problems.push(`${shared.name} ${shared.requiredVersion} is required, the site has ${siteVersion}`);
    }
  }
  return problems;
}
