import path from 'node:path';
import { FolderReleaseStore } from './folder-release-store.ts';
import { HttpReleaseStore } from './http-release-store.ts';
import type { ReleaseStore } from './release-store.ts';
import { S3ReleaseStore } from './s3-release-store.ts';

/** Where the site serves a folder store's files itself. */
export const FOLDER_STORE_PUBLIC_PATH = '/releases/';

export interface StoreSettings {
  /** RELEASE_STORE_TOKEN: the bearer token an HTTP store asks for. */
  httpToken?: string;
  /** S3_ENDPOINT, for a store other than AWS. */
  s3Endpoint?: string;
  /** AWS_REGION. */
  s3Region?: string;
  /** RELEASE_PUBLIC_URL: where browsers fetch the store's files, when not from the store itself. */
  publicUrl?: string;
  /** An S3 store's credentials when not the SDK's own chain (tests). */
  s3Credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * A store's location written one way, as rollouts pin it and servers allow it: a folder absolute, an
 * http(s) URL with a trailing `/`, `s3://bucket/prefix` without one.
 */
export function storeLocation(location: string): string {
  const given = location.trim();
  if (/^s3:\/\//i.test(given)) return given.replace(/\/+$/, '');
  if (/^https?:\/\//i.test(given)) return given.endsWith('/') ? given : `${given}/`;
  return path.resolve(given);
}

/** The store a location names: `s3://bucket/prefix`, an http(s) URL, or a folder. */
export function openReleaseStore(given: string, settings: StoreSettings = {}): ReleaseStore {
  const location = storeLocation(given);
  if (location.startsWith('s3://'))
    return new S3ReleaseStore(location, {
      endpoint: settings.s3Endpoint,
      region: settings.s3Region,
      publicUrl: settings.publicUrl,
      credentials: settings.s3Credentials,
    });
  if (/^https?:\/\//i.test(location)) return new HttpReleaseStore(location, settings.httpToken);
  return new FolderReleaseStore(location, settings.publicUrl ?? FOLDER_STORE_PUBLIC_PATH);
}

/** The settings a store takes from the environment. */
export const storeSettingsFromEnvironment = (environment: NodeJS.ProcessEnv): StoreSettings => ({
  httpToken: environment.RELEASE_STORE_TOKEN,
  s3Endpoint: environment.S3_ENDPOINT,
  s3Region: environment.AWS_REGION ?? environment.AWS_DEFAULT_REGION,
  publicUrl: environment.RELEASE_PUBLIC_URL,
});

/** Every store a site allows (RELEASE_STORES), by its location as configured, each opened once. */
export const openReleaseStores = (
  locations: readonly string[],
  settings: StoreSettings = {},
): ReadonlyMap<string, ReleaseStore> =>
  new Map(locations.map((location) => [location, openReleaseStore(location, settings)]));
