import fs from 'node:fs';

interface ReadFile<T> {
  mtimeMs: number;
  size: number;
  value: T | undefined;
}

/**
 * Reads files through `parse`, and again only when a file's modification time or size changes: files the
 * server answers from (remotes.json, the remotes' manifests, index.html) are replaced while it runs, so
 * each use checks the file, but a `stat` costs far less than reading and parsing it. Gives undefined while
 * a file is missing, unreadable or does not parse. Binary files are read as `base64` text.
 */
export function changedFileReader<T>(
  parse: (text: string) => T,
  encoding: 'utf8' | 'base64' = 'utf8',
): (file: string) => T | undefined {
  const files = new Map<string, ReadFile<T>>();
  return (file) => {
    let stats: fs.Stats | undefined;
    try {
      // Without throwIfNoEntry a missing file costs a thrown error, ten times the price of the stat.
      stats = fs.statSync(file, { throwIfNoEntry: false });
    } catch {
      stats = undefined;
    }
    if (!stats) {
      files.delete(file);
      return undefined;
    }
    const known = files.get(file);
    if (known?.mtimeMs === stats.mtimeMs && known.size === stats.size) return known.value;
    let value: T | undefined;
    try {
      value = parse(fs.readFileSync(file, encoding));
    } catch {
      value = undefined;
    }
    files.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, value });
    return value;
  };
}
