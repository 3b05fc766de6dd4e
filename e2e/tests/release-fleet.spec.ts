import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';
import { startReleaseOrigin } from '@rental/shared/testing/release-origin.ts';
import { startRemotesConfigServer } from '@rental/shared/testing/remotes-config-server.ts';
import { startS3ReleaseBucket } from '@rental/shared/testing/s3-release-bucket.ts';
import { startFleetInstance, type FleetInstance } from '../support/fleet-instance.ts';
import { CANARY_VERSION } from '../support/global-setup.ts';
import { releaseStoreForRun } from '../support/release-store.ts';
import { expect, test } from './fixtures.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/**
 * A fleet (docs/decisions/024): two instances of the site, each with a site folder that never holds the
 * catalogue's canary, one remotes.json behind a URL, and release stores on loopback. The catalogue team
 * publishes its canary once with `npm run deploy:remote` and starts it with `npm run rollout`; both
 * instances then render it, from the store, with no copy and no restart.
 */
test.describe.configure({ mode: 'serial' });

const CONFIG_TOKEN = 'fleet-remotes-config-token';
const STORE_TOKEN = 'fleet-release-store-token';
const fleetPort = Number(process.env.E2E_PORT ?? 8181) + 20;

let bucket: Awaited<ReturnType<typeof startS3ReleaseBucket>>;
let webdav: Awaited<ReturnType<typeof startReleaseOrigin>>;
let config: Awaited<ReturnType<typeof startRemotesConfigServer>>;
let instances: FleetInstance[] = [];
/** What the team's commands and the instances read from the environment, as each would be configured. */
let environment: Record<string, string>;

const s3Store = () => `s3://${bucket.bucket}/site-releases`;
const webdavStore = () => `${webdav.url}/`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  bucket = await startS3ReleaseBucket();
  webdav = await startReleaseOrigin({ token: STORE_TOKEN });
  config = await startRemotesConfigServer({ token: CONFIG_TOKEN });
  config.documents.set('/site/remotes.json', JSON.stringify(allStableRemotes()));
  const { trustedKeys } = releaseStoreForRun();
  environment = {
    REMOTES_CONFIG: `${config.origin}/site/remotes.json`,
    REMOTES_CONFIG_TOKEN: CONFIG_TOKEN,
    RELEASE_STORES: `${s3Store()},${webdavStore()}`,
    RELEASE_TRUSTED_KEYS: trustedKeys,
    S3_ENDPOINT: bucket.endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: bucket.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: bucket.credentials.secretAccessKey,
  };
  instances = await Promise.all([0, 1].map((index) => startFleetInstance(fleetPort + index, environment)));
});

test.afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await bucket?.close();
  await webdav?.close();
  await config?.close();
});

/** A command of the team's, as its CI runs it. */
async function npmRun(script: string, args: string[], env: Record<string, string> = {}) {
  const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...environment, ...env },
  });
  return stdout;
}

const canaryPage = (instance: FleetInstance) => `${instance.origin}/equipments?mf=catalogue:canary`;

/**
 * Until every instance renders the catalogue's canary for its canary visitors on the server, from the
 * release in `storeBase`.
 */
async function everyInstanceRendersTheCanary(storeBase: string) {
  const rendered = (html: string) =>
    html.includes(`data-remote-version="${CANARY_VERSION}"`) &&
    html.includes(`${storeBase}mf-catalogue/${CANARY_VERSION}/remoteEntry.js`);
  for (const instance of instances)
    await expect
      .poll(async () => rendered(await (await fetch(canaryPage(instance))).text()), { timeout: 15_000 })
      .toBe(true);
}

/** A canary visitor's page, hydrated, answering a tap, its catalogue fetched from the store only. */
async function visitAsCanaryVisitor(page: Page, instance: FleetInstance, storeBase: string) {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/mf-catalogue/')) loaded.push(request.url());
  });
  await page.goto(canaryPage(instance));
  const catalogue = page.locator('[data-remote="mf_catalogue"]');
  await expect(catalogue).toHaveAttribute('data-remote-version', CANARY_VERSION);
  await page
    .getByRole('button', { name: /^Add to Cart: / })
    .first()
    .click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((url) => !url.startsWith(`${storeBase}mf-catalogue/${CANARY_VERSION}/`))).toEqual([]);
}

function nothingWasCopiedOrRestarted() {
  for (const instance of instances) {
    expect(fs.readdirSync(path.join(instance.siteRoot, 'mf-catalogue', 'dist'))).toEqual(['1.0.0']);
    expect(instance.running()).toBe(true);
  }
}

test('a canary published once to an S3-compatible store is rendered by every instance', async ({ page }) => {
  test.setTimeout(120_000);
  const signingKey = process.env.E2E_RELEASE_KEY ?? '';
  expect(
    await npmRun('deploy:remote', ['catalogue', '--version', CANARY_VERSION, '--to', s3Store()], {
      RELEASE_SIGNING_KEY: signingKey,
    }),
  ).toContain(`Published mf-catalogue@${CANARY_VERSION} to ${s3Store()}`);
  await npmRun('rollout', ['start', 'catalogue', CANARY_VERSION, '--percent', '50', '--store', s3Store()]);
  expect(JSON.parse(config.documents.get('/site/remotes.json')!).mf_catalogue.canary).toMatchObject({
    version: CANARY_VERSION,
    percent: 50,
    release: { store: s3Store(), digest: expect.stringMatching(/^sha384-/) },
  });

  const storeBase = `${bucket.endpoint}/${bucket.bucket}/site-releases/`;
  await everyInstanceRendersTheCanary(storeBase);
  for (const instance of instances) await visitAsCanaryVisitor(page, instance, storeBase);
  nothingWasCopiedOrRestarted();
});

test('so is one published to a plain HTTP store that accepts PUT', async ({ page }) => {
  test.setTimeout(120_000);
  await npmRun('rollout', ['kill', 'catalogue', '--reason', 'moving the canary to the WebDAV store']);
  await npmRun('deploy:remote', ['catalogue', '--version', CANARY_VERSION, '--to', webdavStore()], {
    RELEASE_SIGNING_KEY: process.env.E2E_RELEASE_KEY ?? '',
    RELEASE_STORE_TOKEN: STORE_TOKEN,
  });
  // Publishing it again is refused: a release never changes once published.
  await expect(
    npmRun('deploy:remote', ['catalogue', '--version', CANARY_VERSION, '--to', webdavStore()], {
      RELEASE_SIGNING_KEY: process.env.E2E_RELEASE_KEY ?? '',
      RELEASE_STORE_TOKEN: STORE_TOKEN,
    }),
  ).rejects.toMatchObject({ stderr: expect.stringMatching(/already published/) });
  await npmRun('rollout', [
    'start',
    'catalogue',
    CANARY_VERSION,
    '--percent',
    '50',
    '--store',
    webdavStore(),
  ]);

  await everyInstanceRendersTheCanary(webdavStore());
  await visitAsCanaryVisitor(page, instances[1]!, webdavStore());
  nothingWasCopiedOrRestarted();
});
