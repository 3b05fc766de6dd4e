import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { FleetInstance } from '../support/fleet-instance.ts';
import { CANARY_VERSION } from '../support/global-setup.ts';
import { expect, test } from './fixtures.ts';
import { fleetOfSpec } from './release-fleet-support.ts';

/**
 * A fleet of two instances (docs/decisions/024; `support/release-fleet().ts`) whose site folders never hold
 * the catalogue's canary. The catalogue team publishes its canary once with `npm run deploy:remote` and
 * starts it with `npm run rollout`; both instances then render it, from the store, with no copy and no
 * restart.
 */
const fleet = fleetOfSpec(20);

const canaryPage = (instance: FleetInstance) => `${instance.origin}/equipments?mf=catalogue:canary`;

/**
 * Until every instance renders the catalogue's canary for its canary visitors on the server, from the
 * release in `storeBase`.
 */
async function everyInstanceRendersTheCanary(storeBase: string) {
  const rendered = (html: string) =>
    html.includes(`data-remote-version="${CANARY_VERSION}"`) &&
    html.includes(`${storeBase}mf-catalogue/${CANARY_VERSION}/remoteEntry.js`);
  for (const instance of fleet().instances)
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
  for (const instance of fleet().instances) {
    expect(fs.readdirSync(path.join(instance.siteRoot, 'mf-catalogue', 'dist'))).toEqual(['1.0.0']);
    expect(instance.running()).toBe(true);
  }
}

test('a canary published once to an S3-compatible store is rendered by every instance', async ({ page }) => {
  test.setTimeout(120_000);
  expect(await fleet().publishCatalogue(CANARY_VERSION, fleet().s3Store)).toContain(
    `Published mf-catalogue@${CANARY_VERSION} to ${fleet().s3Store}`,
  );
  await fleet().rollout('start', 'catalogue', CANARY_VERSION, '--percent', '50', '--store', fleet().s3Store);
  expect(fleet().remotes().mf_catalogue.canary).toMatchObject({
    version: CANARY_VERSION,
    percent: 50,
    release: { store: fleet().s3Store, digest: expect.stringMatching(/^sha384-/) },
  });

  await everyInstanceRendersTheCanary(fleet().s3Files);
  for (const instance of fleet().instances) await visitAsCanaryVisitor(page, instance, fleet().s3Files);
  nothingWasCopiedOrRestarted();
});

test('so is one published to a plain HTTP store that accepts PUT', async ({ page }) => {
  test.setTimeout(120_000);
  await fleet().rollout('kill', 'catalogue', '--reason', 'moving the canary to the WebDAV store');
  await fleet().publishCatalogue(CANARY_VERSION, fleet().webdavStore);
  // Publishing it again is refused: a release never changes once published.
  await expect(fleet().publishCatalogue(CANARY_VERSION, fleet().webdavStore)).rejects.toMatchObject({
    stderr: expect.stringMatching(/already published/),
  });
  await fleet().rollout(
    'start',
    'catalogue',
    CANARY_VERSION,
    '--percent',
    '50',
    '--store',
    fleet().webdavStore,
  );

  await everyInstanceRendersTheCanary(fleet().webdavStore);
  await visitAsCanaryVisitor(page, fleet().instances[1]!, fleet().webdavStore);
  nothingWasCopiedOrRestarted();
});
