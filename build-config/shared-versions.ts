import path from 'node:path';
import { readJson, repoRoot } from './repository.ts';

/** A package's version as installed in the `node_modules` of the repository at `root`. */
export const installedVersion = (pkg: string, root = repoRoot): string =>
  readJson(path.join(root, 'node_modules', pkg, 'package.json')).version;

/**
 * The versions of the shared libraries the shell's build bundles, keyed as the federation manifest names
 * them. The API's build passes the root it finds from where it runs: compiled into `api/dist/`, this file's
 * own location no longer leads to the repository.
 */
export function sharedVersions(root = repoRoot): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const pkg of ['react', 'react-dom', 'i18next', 'react-i18next', 'valtio']) {
    versions[pkg] = installedVersion(pkg, root);
  }
  return versions;
}
