import { changedFileReader } from '../http/changed-file-reader.ts';

const NO_ORIGINS: readonly string[] = [];

/**
 * The origins other than the site's own that remotes.json names (a remote on a CDN). Followed while the
 * server runs, because shipping a remote is editing that file. The same array comes back until the file
 * changes, so callers can keep what they derive from it.
 */
export function remoteOriginsReader(remotesJsonPath: string): () => readonly string[] {
  const read = changedFileReader(originsIn);
  return () => read(remotesJsonPath) ?? NO_ORIGINS;
}

export function originsIn(remotesJson: string): string[] {
  const found = new Set<string>();
  try {
    JSON.stringify(JSON.parse(remotesJson), (_key, value: unknown) => {
      if (typeof value === 'string' && /^https?:\/\//.test(value)) found.add(new URL(value).origin);
      return value;
    });
  } catch {
    // A broken remotes.json gives no extra origins; the shell then uses its built-in copy (same origin).
  }
  return [...found].sort();
}
