import { isReleaseVersion } from '../releases/release-manifest.ts';
import { remoteNamed, type RemoteName } from './remote-modules.ts';
import type { RemoteBuild } from './remotes-manifest.ts';

/**
 * What an entry of remotes.json may run (docs/decisions/024): the site's own build of that remote and
 * version, or a signed release served where its store serves it. Everything else is refused, with the
 * reason an operator reads.
 */
export type EntryReading =
  | { kind: 'site' }
  /** `origin` is undefined for a release the site serves itself (a folder store under `/releases/`). */
  | { kind: 'release'; origin: string | undefined }
  | { kind: 'refused'; reason: string };

/** An allowed release store, as far as reading an entry needs it: where it serves a key. */
export interface EntryStore {
  publicUrl(key: string): string;
}

/** The stores a site allows (RELEASE_STORES), by location; undefined for any other. */
export type AllowedStores = (location: string) => EntryStore | undefined;

/** `/remotes/<folder>/<version>/mf-manifest.json`: where the site serves a build deployed with it. */
export const siteBuildEntry = (remote: RemoteName, version: string) =>
  `/remotes/${remoteNamed(remote).folder}/${version}/mf-manifest.json`;

/** One segment of a path a build lives under: the release path grammar, so never `.`, `..` or empty. */
const PLAIN_SEGMENT = /^[\w@+-][\w.@+-]*$/;
/** What an address may be written with before it is parsed: no space, backslash, control or non-ASCII. */
const URL_CHARACTERS = /^[A-Za-z0-9._~:/?#[\]@!$&'()*+,;=%-]+$/;
/** Any host: only a relative path is resolved against it, to see that it stays a plain path. */
const NO_ORIGIN = 'https://entry.invalid';

/** An entry in a log line or on the console: quoted, control characters escaped, never a page long. */
const shown = (entry: string) => JSON.stringify(entry.length > 160 ? `${entry.slice(0, 160)}…` : entry);

/** Why a pinned release's entry is not a plain address of its `mf-manifest.json`, or null when it is. */
function addressProblem(entry: string, remote: RemoteName, version: string): string | null {
  if (!URL_CHARACTERS.test(entry)) return 'it holds a space, a backslash or a character an address has not';
  if (entry.startsWith('//')) return 'it is protocol-relative';
  const isPath = entry.startsWith('/');
  if (!isPath && !/^https?:\/\//i.test(entry)) return 'it is neither https://, http:// nor a path';
  if (!URL.canParse(entry, NO_ORIGIN)) return 'it does not parse as an address';
  const url = new URL(entry, NO_ORIGIN);
  if (url.username || url.password) return 'it carries user information';
  if (url.search || url.hash || /[?#]/.test(entry)) return 'it carries a query or a fragment';
  if ((isPath ? url.pathname : url.href) !== entry) return 'it is not written in its plain form';
  const segments = url.pathname.split('/').slice(1);
  if (!segments.every((segment) => PLAIN_SEGMENT.test(segment)))
    return 'a part of its path is empty, a dot segment or percent-encoded';
  const tail = [remoteNamed(remote).folder, version, 'mf-manifest.json'];
  if (segments.length < tail.length || segments.slice(-tail.length).join('/') !== tail.join('/'))
    return `it does not end in /${tail.join('/')}`;
  return null;
}

/**
 * Reads one build of remotes.json the one way the command, the servers, the console and the browser read
 * it. With `allowedStores` (the servers and the console know them) a release must also come from an
 * allowed store and be named where that store serves it; without, only the address's shape is checked.
 */
export function readRemoteEntry(
  remote: RemoteName,
  build: Pick<RemoteBuild, 'version' | 'entry' | 'release'>,
  allowedStores?: AllowedStores,
): EntryReading {
  const { version, entry, release } = build;
  if (!isReleaseVersion(version))
    return {
      kind: 'refused',
      reason: `its version ${shown(version)} is not a release version (letters, digits, dots, dashes; at most 64)`,
    };
  if (!release) {
    const own = siteBuildEntry(remote, version);
    if (entry === own) return { kind: 'site' };
    return {
      kind: 'refused',
      reason: `its entry ${shown(entry)} pins no signed release and is not this site's own build (${own})`,
    };
  }
  const problem = addressProblem(entry, remote, version);
  if (problem) return { kind: 'refused', reason: `its entry ${shown(entry)} is refused: ${problem}` };
  if (allowedStores) {
    const store = allowedStores(release.store);
    if (!store)
      return {
        kind: 'refused',
        reason: `its release store ${shown(release.store)} is not one this site fetches from (RELEASE_STORES)`,
      };
    const servedAt = store.publicUrl(`${remoteNamed(remote).folder}/${version}/mf-manifest.json`);
    if (entry !== servedAt)
      return {
        kind: 'refused',
        reason: `its entry ${shown(entry)} is not where its store serves it (${servedAt})`,
      };
  }
  return { kind: 'release', origin: entry.startsWith('/') ? undefined : new URL(entry).origin };
}
