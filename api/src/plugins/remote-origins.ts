import fs from 'node:fs';

/**
 * The origins other than the site's own that remotes.json names (a remote on a CDN). Re-read whenever the
 * file changes, because shipping a remote is editing that file while the server runs.
 */
export function remoteOriginsReader(remotesJsonPath: string): () => string[] {
  let seenMtime = -1;
  let origins: string[] = [];
  return () => {
    let mtime: number;
    try {
      mtime = fs.statSync(remotesJsonPath).mtimeMs;
    } catch {
      return origins;
    }
    if (mtime !== seenMtime) {
      seenMtime = mtime;
      origins = originsIn(fs.readFileSync(remotesJsonPath, 'utf8'));
    }
    return origins;
  };
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
