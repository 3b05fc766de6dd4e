import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteNamed } from '@rental/shared/federation/remote-modules.ts';
import { publishRelease } from '@rental/shared/releases/publish-release.ts';
import type { ReleaseStore } from '@rental/shared/releases/stores/release-store.ts';

/**
 * The release store of the delivery journeys, a folder their server serves under `/releases/`, and the
 * catalogue team's key: made once by the run's configuration and handed to its workers through the
 * environment, as a team's key reaches its CI.
 */
export function releaseStoreForRun(): { store: string; trustedKeys: string } {
  process.env.E2E_RELEASE_STORE ??= fs.mkdtempSync(path.join(os.tmpdir(), 'rental-e2e-releases-'));
  process.env.E2E_RELEASE_KEY ??= generateKeyPairSync('ed25519')
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const publicKey = createPublicKey(createPrivateKey(process.env.E2E_RELEASE_KEY));
  return {
    store: process.env.E2E_RELEASE_STORE,
    trustedKeys: JSON.stringify({ catalogue: publicKey.export({ type: 'spki', format: 'pem' }).toString() }),
  };
}

/** The catalogue team's signing key, for a journey that publishes as the team does. */
export function catalogueSigningKey() {
  const privateKey = createPrivateKey(process.env.E2E_RELEASE_KEY ?? '');
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Publishes the catalogue's build of `version` (`mf-catalogue/dist/<version>`) to `store`, as its team does. */
export const publishCatalogueBuild = (store: ReleaseStore, version: string) =>
  publishRelease({
    remote: remoteNamed('mf_catalogue'),
    version,
    buildFolder: path.join(repoRoot, 'mf-catalogue', 'dist', version),
    store,
    signingKey: catalogueSigningKey(),
    sharedVersions: {},
    now: new Date(),
  });
