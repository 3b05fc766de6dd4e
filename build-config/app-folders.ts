import path from 'node:path';
import { SHELL_SERVER_FOLDER } from '@rental/shared/seams/render-worker-file.ts';
import { readJson, repoRoot } from './repository.ts';

export const packageVersion = (folder: string): string =>
  readJson(path.join(repoRoot, folder, 'package.json')).version;

/**
 * The version a build is stamped with: the package.json version, or MF_BUILD_VERSION (which the federation
 * manifest also reads) to build the same code as another version, e.g. a canary.
 */
export const buildVersion = (folder: string): string =>
  process.env.MF_BUILD_VERSION?.trim() || packageVersion(folder);

/** Where a remote's production build lands: a self-contained folder per version (docs/architecture.md#delivery). */
export const remoteOutputDir = (folder: string) => path.join(repoRoot, folder, 'dist', buildVersion(folder));

/** Where an app's server build lands: beside its browser build, in `ssr/` (docs/decisions/015). */
export const serverOutputDir = (app: { folder: string; exposes?: unknown }) =>
  app.exposes
    ? path.join(remoteOutputDir(app.folder), 'ssr')
    : path.join(repoRoot, app.folder, 'dist', SHELL_SERVER_FOLDER);

/** The URL path under which the site host serves a remote's versioned folder. */
export const remotePublicPath = (folder: string) => `/remotes/${folder}/${packageVersion(folder)}/`;
