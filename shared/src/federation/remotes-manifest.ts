import { isSha384 } from '../releases/digest-format.ts';
import { REMOTES, type RemoteName } from './remote-modules.ts';

/** The published release a build comes from (docs/decisions/024), as `npm run rollout -- start` pins it. */
export interface PinnedRelease {
  /** The release store: a folder, `s3://bucket/prefix` or an http(s) URL. */
  store: string;
  /** The SHA-384 of its `release.json`. */
  digest: string;
}

export interface RemoteBuild {
  version: string;
  /** The build's `mf-manifest.json`: an absolute URL, or a path on the shell's origin. */
  entry: string;
  /** Where the build was published and which `release.json`; absent for a build deployed with the site. */
  release?: PinnedRelease;
}

export interface CanaryBuild extends RemoteBuild {
  percent: number;
  rolloutId: string;
  /** When the rollout started (ISO 8601), as the rollout command writes it. */
  since?: string;
  /** When `percent` last changed: a ramp takes its next step a whole window after it. */
  percentSince?: string;
  /** The rollout guard steps a healthy canary up 5 → 25 → 50 → 100 % and then promotes it. */
  ramp?: boolean;
}

export interface RemoteChannels {
  stable: RemoteBuild;
  canary?: CanaryBuild;
}

/**
 * `remotes.json`: where each remote's builds live (docs/architecture.md#federation). Editing it ships or
 * rolls back a remote.
 */
export type RemotesManifest = Record<RemoteName, RemoteChannels>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown, maxLength: number): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= maxLength;

/** No `javascript:` or other scheme can become a script address. */
const isEntry = (value: unknown) => isText(value, 2048) && /^(https?:\/\/|\/)/.test(value);

const isRelease = (value: unknown) =>
  value === undefined || (isRecord(value) && isText(value.store, 2048) && isSha384(value.digest));

const isBuild = (value: unknown): value is RemoteBuild =>
  isRecord(value) && isText(value.version, 64) && isEntry(value.entry) && isRelease(value.release);

const isOptionalTime = (value: unknown) =>
  value === undefined || (isText(value, 40) && !Number.isNaN(Date.parse(value)));

const isCanary = (value: unknown): value is CanaryBuild =>
  isBuild(value) &&
  typeof (value as CanaryBuild).percent === 'number' &&
  (value as CanaryBuild).percent >= 0 &&
  (value as CanaryBuild).percent <= 100 &&
  isText((value as CanaryBuild).rolloutId, 128) &&
  isOptionalTime((value as CanaryBuild).since) &&
  isOptionalTime((value as CanaryBuild).percentSince) &&
  ((value as CanaryBuild).ramp === undefined || typeof (value as CanaryBuild).ramp === 'boolean');

const isChannels = (value: unknown): value is RemoteChannels =>
  isRecord(value) && isBuild(value.stable) && (value.canary === undefined || isCanary(value.canary));

/**
 * Checks a remotes.json as the server reads it: exactly the three remotes, each with a stable build and
 * at most one canary, and no address that is not http(s) or a path.
 */
export function isRemotesManifest(value: unknown): value is RemotesManifest {
  if (!isRecord(value)) return false;
  const names = Object.keys(value);
  return names.length === REMOTES.length && REMOTES.every(({ name }) => isChannels(value[name]));
}
