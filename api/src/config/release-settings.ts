import path from 'node:path';
import { Type } from 'typebox';
import {
  storeLocation,
  storeSettingsFromEnvironment,
  type StoreSettings,
} from '@rental/shared/releases/stores/open-release-store.ts';
import {
  readTrustedReleaseKeys,
  type TrustedReleaseKeys,
} from '@rental/shared/releases/trusted-release-keys.ts';
import { repoRoot } from '../api-folders.ts';
import { ConfigError, readSettings } from './read-settings.ts';
import { text } from './setting-types.ts';

/**
 * RELEASE_STORES (comma-separated; default the folder `releases/` that `npm run deploy:remote` publishes
 * to), RELEASE_TRUSTED_KEYS (the JSON, or its file; unset, no key is trusted) and RELEASE_CACHE_DIR
 * (default <DATA_DIR>/releases). The stores' own credentials and addresses are read by the release stores
 * (`storeSettingsFromEnvironment`), as the teams' commands read them.
 */
export const releaseSchema = Type.Object({
  RELEASE_STORES: text(),
  RELEASE_TRUSTED_KEYS: text(),
  RELEASE_CACHE_DIR: text(),
});

/** Published releases this instance renders (docs/decisions/024). */
export interface ReleaseSettings {
  /**
   * The release stores this instance fetches from (RELEASE_STORES), and the only ones: a release pinned in
   * another store is refused. A folder among them is also served to browsers under `/releases/`.
   */
  stores: string[];
  /** The public keys trusted per remote (RELEASE_TRUSTED_KEYS, and only there: unset, none). */
  trustedKeys: TrustedReleaseKeys;
  /** Where verified releases are kept between restarts (RELEASE_CACHE_DIR). */
  cacheDir: string;
  store: StoreSettings;
}

const S3_STORE = /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/;

export function readReleaseSettings(env: NodeJS.ProcessEnv, dataDir: string): ReleaseSettings {
  const settings = readSettings(releaseSchema, env);
  const stores = (settings.RELEASE_STORES ?? path.join(repoRoot, 'releases'))
    .split(',')
    .map((store) => store.trim())
    .filter(Boolean)
    .map((store) => storeLocation(/^(s3|https?):\/\//i.test(store) ? store : path.resolve(repoRoot, store)));
  for (const store of stores)
    if (store.startsWith('s3://') && !S3_STORE.test(store))
      throw new ConfigError(`RELEASE_STORES: "${store}" is not s3://<bucket>/<prefix>`);
  let trustedKeys: TrustedReleaseKeys;
  try {
    trustedKeys = readTrustedReleaseKeys(settings.RELEASE_TRUSTED_KEYS, repoRoot);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return {
    stores,
    trustedKeys,
    cacheDir: path.resolve(repoRoot, settings.RELEASE_CACHE_DIR ?? path.join(dataDir, 'releases')),
    store: storeSettingsFromEnvironment(env),
  };
}
