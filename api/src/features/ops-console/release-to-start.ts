import type { OpsRolloutChange } from '@rental/shared/contracts';
import type { RemoteDescription } from '@rental/shared/federation/remote-modules.ts';
import type { RemoteBuild } from '@rental/shared/federation/remotes-manifest.ts';
import { publishedRelease } from '@rental/shared/releases/published-release.ts';
import { storeLocation } from '@rental/shared/releases/stores/open-release-store.ts';
import { RAMP_STEPS, RolloutRefused } from '@rental/shared/rollouts/rollout-plan.ts';
import { ApiError, validationFailed } from '../../http/api-error.ts';
import type { ConsoleReleases } from './console-releases.ts';

/** A start as the console asks for it, once the fields only a start needs are there. */
export interface StartRequest {
  version: string;
  store: string;
  percent: number;
  ramp: boolean;
}

/**
 * The fields a start needs beyond the other changes' (the body's schema has them optional, as the other
 * actions take none of them); each one missing or out of range is named, as a schema error would be.
 */
export function startRequest(change: OpsRolloutChange): StartRequest {
  const fields: Record<string, string> = {};
  const { version, store, percent } = change;
  const ramp = change.ramp === true;
  if (version === undefined) fields.version = 'version is required to start a canary.';
  if (store === undefined) fields.store = 'store is required to start a canary.';
  if (percent === undefined || !Number.isInteger(percent) || percent < 1)
    fields.percent = 'percent must be a whole number from 1 to 100.';
  else if (ramp && !(RAMP_STEPS as readonly number[]).includes(percent))
    fields.percent = `percent must be one of a ramp's steps: ${RAMP_STEPS.join(', ')}.`;
  if (version === undefined || store === undefined || percent === undefined || fields.percent)
    throw validationFailed(fields);
  return { version, store, percent, ramp };
}

/**
 * The build a start names, verified as `npm run rollout -- start` verifies it (signature of a key trusted
 * for the remote, every file's size and SHA-384, the contract with the shell) and pinned to the
 * `release.json` that was checked (docs/decisions/024). Only a store this site allows: a release pinned
 * elsewhere would be refused by every instance.
 */
export async function releaseToStart(
  releases: ConsoleReleases,
  remote: RemoteDescription,
  start: StartRequest,
): Promise<RemoteBuild> {
  const store = releases.stores.get(storeLocation(start.store));
  if (!store) {
    const message = `store: ${start.store} is not one of the release stores this site allows (RELEASE_STORES).`;
    throw new ApiError(400, 'bad_request', message, { store: message });
  }
  try {
    return await publishedRelease(store, remote, start.version, releases.trustedKeys, releases.site);
  } catch (error) {
    if (error instanceof RolloutRefused) throw new ApiError(422, 'refused', error.message);
    throw error;
  }
}
