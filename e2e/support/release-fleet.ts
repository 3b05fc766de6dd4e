import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';
import { startReleaseOrigin } from '@rental/shared/testing/release-origin.ts';
import { startRemotesConfigServer } from '@rental/shared/testing/remotes-config-server.ts';
import { startS3ReleaseBucket } from '@rental/shared/testing/s3-release-bucket.ts';
import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';
import { startFleetInstance, type FleetInstance } from './fleet-instance.ts';
import { E2E_OPS_TOKEN } from './ops-token.ts';
import { releaseStoreForRun } from './release-store.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

const CONFIG_TOKEN = 'fleet-remotes-config-token';
const STORE_TOKEN = 'fleet-release-store-token';
const REMOTES_PATH = '/site/remotes.json';

/**
 * A fleet (docs/decisions/024): two instances of the site on `port` and the next, each with a site folder
 * that holds only the remotes' versions deployed with the site, one remotes.json behind a URL, and release
 * stores on loopback (an S3-compatible bucket and an HTTP origin that accepts PUT). The catalogue team
 * publishes with `npm run deploy:remote` and operators steer with `npm run rollout`, each configured as
 * the instances are.
 */
export async function startReleaseFleet(port: number) {
  const bucket = await startS3ReleaseBucket();
  const webdav = await startReleaseOrigin({ token: STORE_TOKEN });
  const config = await startRemotesConfigServer({ token: CONFIG_TOKEN });
  const instances: FleetInstance[] = [];
  const close = async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await Promise.all([bucket.close(), webdav.close(), config.close()]);
  };
  config.documents.set(REMOTES_PATH, JSON.stringify(allStableRemotes()));
  const s3Store = `s3://${bucket.bucket}/site-releases`;
  const webdavStore = `${webdav.url}/`;
  const { trustedKeys } = releaseStoreForRun();
  const environment: Record<string, string> = {
    REMOTES_CONFIG: `${config.origin}${REMOTES_PATH}`,
    REMOTES_CONFIG_TOKEN: CONFIG_TOKEN,
    RELEASE_STORES: `${s3Store},${webdavStore}`,
    RELEASE_TRUSTED_KEYS: trustedKeys,
    S3_ENDPOINT: bucket.endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: bucket.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: bucket.credentials.secretAccessKey,
    OPS_TOKEN: E2E_OPS_TOKEN,
  };
  const starts = await Promise.allSettled(
    [0, 1].map((index) => startFleetInstance(port + index, environment)),
  );
  for (const start of starts) if (start.status === 'fulfilled') instances.push(start.value);
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    // Nothing this fleet started is left running when it cannot start whole.
    await close();
    throw failed.reason;
  }

  /** A command of the team's, as its CI runs it. */
  const npmRun = async (script: string, args: string[], env: Record<string, string> = {}) => {
    const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...environment, ...env },
    });
    return stdout;
  };

  return {
    instances,
    s3Store,
    /** Where browsers and servers fetch the S3 store's files: the bucket's endpoint, path-style. */
    s3Files: `${bucket.endpoint}/${bucket.bucket}/site-releases/`,
    webdavStore,
    /** Publishes a built version of the catalogue to `store`, signed with its team's key. */
    publishCatalogue: (version: string, store: string) =>
      npmRun('deploy:remote', ['catalogue', '--version', version, '--to', store], {
        RELEASE_SIGNING_KEY: process.env.E2E_RELEASE_KEY ?? '',
        RELEASE_STORE_TOKEN: STORE_TOKEN,
      }),
    /** `npm run rollout -- <args>` on the fleet's remotes.json, as an operator runs it. */
    rollout: (...args: string[]) => npmRun('rollout', args),
    /** remotes.json as the fleet's instances read it. */
    remotes: () => JSON.parse(config.documents.get(REMOTES_PATH) ?? '{}') as RemotesManifest,
    close,
  };
}

export type ReleaseFleet = Awaited<ReturnType<typeof startReleaseFleet>>;
