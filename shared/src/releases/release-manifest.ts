import { REMOTES, type RemoteName } from '../federation/remote-modules.ts';
import { isSha384 } from './digest-format.ts';

/** One file of a release: its size in bytes and its SHA-384, as Subresource Integrity writes it. */
export interface ReleaseFile {
  size: number;
  sha384: string;
}

/**
 * What a team signs when it publishes a remote (docs/decisions/024): every file of its browser build and,
 * under `ssr/`, of its server build, and the shared library versions it was built against.
 */
export interface ReleaseManifest {
  format: 1;
  remote: RemoteName;
  version: string;
  /** When it was published (ISO 8601). */
  publishedAt: string;
  /** The shared singletons' installed versions when it was built. */
  sharedVersions: Record<string, string>;
  /** By path inside the release, `/`-separated. */
  files: Record<string, ReleaseFile>;
}

/** A version travels in store keys, file paths and cookies: letters, digits, dots, dashes. */
export const isReleaseVersion = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w][\w.-]{0,63}$/.test(value) && !value.includes('..');

/**
 * A path inside a release: plain segments only, never absolute, never `..`, so a release can only ever
 * write inside its own folder of the cache.
 */
export const isReleasePath = (value: string): boolean =>
  value.length <= 512 &&
  value.split('/').every((segment) => /^[\w@+-][\w.@+-]*$/.test(segment) && segment !== '..');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFile = (value: unknown): value is ReleaseFile =>
  isRecord(value) &&
  Number.isSafeInteger(value.size) &&
  (value.size as number) >= 0 &&
  isSha384(value.sha384);

/** Why a signed payload is not a release manifest, or null when it is one. */
export function releaseManifestProblem(value: unknown): string | null {
  if (!isRecord(value) || value.format !== 1) return 'it is not a release manifest of format 1';
  if (!REMOTES.some((remote) => remote.name === value.remote)) return `it names no known remote`;
  if (!isReleaseVersion(value.version)) return 'its version is not a version';
  if (typeof value.publishedAt !== 'string' || Number.isNaN(Date.parse(value.publishedAt)))
    return 'its publishedAt is not a time';
  if (
    !isRecord(value.sharedVersions) ||
    !Object.values(value.sharedVersions).every((v) => typeof v === 'string')
  )
    return 'its sharedVersions are not versions';
  if (!isRecord(value.files) || Object.keys(value.files).length === 0) return 'it lists no files';
  for (const [file, description] of Object.entries(value.files)) {
    if (!isReleasePath(file)) return `it lists a file outside the release: ${JSON.stringify(file)}`;
    if (!isFile(description)) return `${file} has no size and SHA-384`;
  }
  return null;
}
