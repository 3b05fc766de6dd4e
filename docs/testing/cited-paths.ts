import fs from 'node:fs';
import path from 'node:path';

/*
 * The repository paths a document cites in backticks, and whether each is still there
 * (docs/architecture.md#decisions: a record keeps the truth of its day, and says where a path went).
 */

export const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/** Extensions that make a backticked word with a slash a file's path rather than a route or a package. */
const FILE_EXTENSION = /\.(ts|tsx|mts|mjs|cjs|js|json|jsonl|md|ya?ml|conf|sh|css|html|sql|txt|pem|toml)$/;
/** Folders no repository path is cited in: build outputs, installed packages, data a server writes. */
const NOT_IN_THE_REPOSITORY = new Set(['node_modules', 'dist', 'data', 'releases', 'release-keys', '.git']);
/** `@rental/shared/…` is a module specifier: the package's `./*` export maps it to `shared/src/…`. */
const SHARED_PACKAGE = '@rental/shared/';
/** Right after a path that is gone: `(now at \`…\`)` or `(removed …)`, as the record says so. */
const SAYS_WHERE_IT_WENT = /^\s*\((now at `|removed\b)/;

export interface CitedPath {
  file: string;
  line: number;
  cited: string;
}

function topLevelFolders(): Set<string> {
  return new Set(
    fs
      .readdirSync(repositoryRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !NOT_IN_THE_REPOSITORY.has(entry.name))
      .map((entry) => entry.name),
  );
}

/** Every file and folder of the repository, relative to its root, folders ending with a slash. */
export function repositoryEntries(): string[] {
  const entries: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(repositoryRoot, folder), { withFileTypes: true })) {
      if (NOT_IN_THE_REPOSITORY.has(entry.name)) continue;
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        entries.push(`${relative}/`);
        walk(relative);
      } else {
        entries.push(relative);
      }
    }
  };
  walk('');
  return entries;
}

function looksLikeRepositoryPath(word: string, folders: Set<string>): boolean {
  if (!word.includes('/') || word.includes('://') || word.startsWith('/') || /[<>{}$]/.test(word)) {
    return false;
  }
  const segments = word.split('/');
  if (segments.some((segment) => NOT_IN_THE_REPOSITORY.has(segment))) return false;
  return FILE_EXTENSION.test(word) || folders.has(segments[0] ?? '') || word.startsWith(SHARED_PACKAGE);
}

/** The backticked repository paths of one Markdown text that no longer exist and say nothing of it. */
export function missingCitedPaths(file: string, text: string, entries: string[]): CitedPath[] {
  const folders = topLevelFolders();
  const existing = new Set(entries);
  const globToPattern = (glob: string) =>
    new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}/?$`);
  const exists = (cited: string): boolean => {
    const word = cited.startsWith(SHARED_PACKAGE)
      ? `shared/src/${cited.slice(SHARED_PACKAGE.length)}`
      : cited;
    const bare = word.replace(/\/$/, '');
    if (word.includes('*')) return entries.some((entry) => globToPattern(word).test(entry));
    if (existing.has(bare) || existing.has(`${bare}/`)) return true;
    // A record cited by its number alone: docs/decisions/017.
    if (/^docs\/decisions\/\d{3}$/.test(bare)) return entries.some((entry) => entry.startsWith(`${bare}-`));
    // A path written from inside its workspace (`lifecycle/drain.ts`): some folder of the repository holds it.
    if (!folders.has(bare.split('/')[0] ?? '')) {
      return entries.some((entry) => entry.endsWith(`/${bare}`) || entry.endsWith(`/${bare}/`));
    }
    return false;
  };
  const missing: CitedPath[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/`([^`\s]+)`/g)) {
      const cited = match[1] ?? '';
      const word = cited.replace(/[#:].*$/, '');
      if (!looksLikeRepositoryPath(word, folders) || exists(word)) continue;
      const after = line.slice((match.index ?? 0) + match[0].length);
      if (!SAYS_WHERE_IT_WENT.test(after)) missing.push({ file, line: index + 1, cited });
    }
  });
  return missing;
}
