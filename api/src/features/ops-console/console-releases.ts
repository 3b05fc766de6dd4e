import { satisfy } from '@module-federation/runtime';
import type { SiteLibraries } from '@rental/shared/federation/remote-contract.ts';
import type { ReleaseStore } from '@rental/shared/releases/stores/release-store.ts';
import type { TrustedReleaseKeys } from '@rental/shared/releases/trusted-release-keys.ts';
import { sharedVersions } from '../../../../build-config/shared-versions.ts';
import { repoRoot, type ReleaseSettings } from '../../config.ts';

/** What the operators' console lists releases from and checks a start against (docs/decisions/025). */
export interface ConsoleReleases {
  /**
   * The release stores this site allows (RELEASE_STORES), by their location as configured: a canary
   * pinned anywhere else would be refused by every instance, so the console starts none from elsewhere.
   */
  stores: ReadonlyMap<string, ReleaseStore>;
  trustedKeys: TrustedReleaseKeys;
  site: SiteLibraries;
}

export function consoleReleases(
  stores: ReadonlyMap<string, ReleaseStore>,
  settings: ReleaseSettings,
): ConsoleReleases {
  return {
    stores,
    trustedKeys: settings.trustedKeys,
    // The libraries installed with the site, which its shell build bundles, matched by the federation
    // runtime's own range check: the contract as `npm run rollout` and the browser see it.
    site: { versions: sharedVersions(repoRoot), satisfies: satisfy },
  };
}
