import path from 'node:path';
import { Type } from 'typebox';
import { defaultMediaDir, repoRoot } from '../api-folders.ts';
import { ConfigError, readSettings } from './read-settings.ts';
import { isWebAddress, text } from './setting-types.ts';

/** What the site is served from and rendered by, and what its pages may load. */
export const siteSchema = Type.Object({
  SITE_ROOT: Type.String({ default: '.' }),
  SITE_URL: text(),
  MEDIA_DIR: text(),
  REMOTES_CONFIG: text(),
  REMOTES_CONFIG_TOKEN: text(),
  TEST_SUPPORT_ROUTES: text(),
  CSP_EXTRA_ORIGINS: text(),
});

export interface SiteSettings {
  mediaDir: string;
  siteRoot: string;
  /** SITE_URL without its trailing slash; undefined when unset. */
  siteUrl: string | undefined;
  remotesConfig: string;
  remotesConfigToken: string | undefined;
  /** Whether `remotesConfig` is the default file in DATA_DIR (REMOTES_CONFIG unset). */
  remotesConfigFromBuild: boolean;
  testSupportRoutes: boolean;
  cspExtraOrigins: string[];
}

/** Paths are relative to the repository root; the remotes.json by default in `dataDir`. */
export function readSiteSettings(env: NodeJS.ProcessEnv, dataDir: string): SiteSettings {
  const settings = readSettings(siteSchema, env);
  const siteRoot = path.resolve(repoRoot, settings.SITE_ROOT);
  return {
    mediaDir: path.resolve(repoRoot, settings.MEDIA_DIR ?? defaultMediaDir),
    siteRoot,
    siteUrl: siteUrlOf(settings.SITE_URL),
    remotesConfig: remotesConfigLocation(settings.REMOTES_CONFIG, dataDir, siteRoot),
    remotesConfigToken: settings.REMOTES_CONFIG_TOKEN,
    remotesConfigFromBuild: settings.REMOTES_CONFIG === undefined,
    testSupportRoutes: settings.TEST_SUPPORT_ROUTES === '1',
    cspExtraOrigins: originsOf(settings.CSP_EXTRA_ORIGINS),
  };
}

function siteUrlOf(siteUrl: string | undefined): string | undefined {
  if (siteUrl === undefined) return undefined;
  if (!isWebAddress(siteUrl))
    throw new ConfigError(`SITE_URL must be an address like https://www.example.com, got "${siteUrl}"`);
  return siteUrl.replace(/\/+$/, '');
}

/** The folder a build writes, for a path relative to a root holding the workspaces (`shell/dist`…). */
const BUILD_OUTPUT = /^(shell|ops|api|mf-[^/\\]+)[/\\]dist([/\\]|$)/;

/** Whether `file` lies in a folder a build writes, under the repository or the served site. */
function isInBuildOutput(file: string, roots: string[]): boolean {
  return roots.some((root) => {
    const relative = path.relative(root, file);
    return !relative.startsWith('..') && !path.isAbsolute(relative) && BUILD_OUTPUT.test(relative);
  });
}

/**
 * REMOTES_CONFIG: a URL as given, or a file from the repository root; unset, `<DATA_DIR>/remotes.json`.
 * The live rollout state is never kept in a build's output, which the next build or deployment replaces
 * (and which an image holds read-only): such a file is refused in any mode (docs/decisions/016).
 */
function remotesConfigLocation(location: string | undefined, dataDir: string, siteRoot: string): string {
  if (location === undefined) return path.join(dataDir, 'remotes.json');
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(location)) {
    const file = path.resolve(repoRoot, location);
    if (isInBuildOutput(file, [repoRoot, siteRoot]))
      throw new ConfigError(
        `REMOTES_CONFIG must not be a file in a build's output (shell/dist, mf-*/dist, ops/dist, api/dist), ` +
          `which the next build replaces: got "${location}"; leave it unset for <DATA_DIR>/remotes.json`,
      );
    return file;
  }
  if (!isWebAddress(location))
    throw new ConfigError(
      `REMOTES_CONFIG must be a file or an http(s) address like https://config.example/remotes.json, got "${location}"`,
    );
  return location;
}

/** CSP_EXTRA_ORIGINS: origins separated by commas. */
function originsOf(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      if (!/^https?:\/\/[^/\s]+$/.test(origin))
        throw new ConfigError(
          `CSP_EXTRA_ORIGINS must list origins like https://cdn.example.com, got "${origin}"`,
        );
      return origin;
    });
}
