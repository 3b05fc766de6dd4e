import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { CanaryBuild, RemoteBuild } from '@rental/shared/federation/remotes-manifest.ts';
import { sha384Of } from '@rental/shared/releases/release-digest.ts';
import { openReleaseStore } from '@rental/shared/releases/stores/open-release-store.ts';
import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';
import { startFleetInstance, type FleetInstance } from '../support/fleet-instance.ts';
import { CANARY_VERSION } from '../support/global-setup.ts';
import { publishCatalogueBuild, releaseStoreForRun } from '../support/release-store.ts';
import { allowConsoleErrors, expect, test } from './fixtures.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * A canary the browser refuses falls back to a stable the page pins too (docs/decisions/024): on a site of
 * its own, whose remotes.json these journeys change one at a time, with its own release store, which it
 * serves under /releases/ as a folder store is served.
 */
test.describe.configure({ mode: 'serial' });
const port = Number(process.env.E2E_PORT ?? 8181) + 40;
test.use({
  baseURL: `http://127.0.0.1:${port}`,
  allowedConsoleErrors: allowConsoleErrors(/Failed to find a valid digest in the 'integrity' attribute/),
});

let site: FleetInstance;
let storeFolder: string;
/** The catalogue's builds these journeys roll out, as remotes.json names them, with where their files are. */
let builds: Record<'canary' | 'publishedStable' | 'deployedStable', RemoteBuild & { files: string }>;

async function publish(version: string): Promise<RemoteBuild & { files: string }> {
  const store = openReleaseStore(storeFolder);
  const { digest } = await publishCatalogueBuild(store, version);
  return {
    version,
    entry: store.publicUrl(`mf-catalogue/${version}/mf-manifest.json`),
    release: { store: store.location, digest },
    files: path.join(storeFolder, 'mf-catalogue', version),
  };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  storeFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-e2e-fallback-releases-'));
  builds = {
    canary: await publish(CANARY_VERSION),
    publishedStable: await publish('1.0.0'),
    deployedStable: {
      version: '1.0.0',
      entry: '/remotes/mf-catalogue/1.0.0/mf-manifest.json',
      files: path.join(repoRoot, 'mf-catalogue', 'dist', '1.0.0'),
    },
  };
  site = await startFleetInstance(port, {
    RELEASE_STORES: storeFolder,
    RELEASE_TRUSTED_KEYS: releaseStoreForRun().trustedKeys,
  });
});

test.afterAll(async () => {
  await site?.close();
  if (storeFolder) fs.rmSync(storeFolder, { recursive: true, force: true });
});

const baseOf = (build: RemoteBuild) => build.entry.slice(0, build.entry.lastIndexOf('/') + 1);
const digestOf = (build: { files: string }, file: string) =>
  sha384Of(fs.readFileSync(path.join(build.files, file)));

/**
 * Every visitor gets the published canary, with `stable` to fall back to; returns once the site renders
 * the canary and its page pins that stable (a release is served once this instance has verified it).
 */
async function shipCanary(page: Page, stable: RemoteBuild, rolloutId: string) {
  const pinned = ({ version, entry, release }: RemoteBuild): RemoteBuild => ({
    version,
    entry,
    ...(release ? { release } : {}),
  });
  const catalogue: { stable: RemoteBuild; canary: CanaryBuild } = {
    stable: pinned(stable),
    canary: { ...pinned(builds.canary), percent: 100, rolloutId },
  };
  const file = site.remotesFile;
  fs.writeFileSync(file, JSON.stringify({ ...allStableRemotes(), mf_catalogue: catalogue }));
  const later = new Date(Date.now() + Math.random() * 1000);
  fs.utimesSync(file, later, later);
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get('/equipments')).text();
        return (
          html.includes(`data-remote-version="${CANARY_VERSION}"`) &&
          html.includes(`"${stable.entry}":"sha384-`)
        );
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** The canary's entry script changed on its way, as a compromised store or CDN would change it. */
async function tamperWithCanary(page: Page) {
  await page.route(`**${baseOf(builds.canary)}remoteEntry.js`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\nwindow.tamperedCanary = true;` });
  });
}

/** Each remote file the page fetched or added with a digest for the browser to check, by address. */
async function recordCheckedLoads(page: Page) {
  await page.addInitScript(() => {
    const checked: Record<string, string> = {};
    Object.assign(window, { checkedLoads: checked });
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.integrity) checked[String(input)] = init.integrity;
      return fetch(input, init);
    };
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes]))
        if (node instanceof HTMLScriptElement && node.integrity) checked[node.src] = node.integrity;
        else if (node instanceof HTMLLinkElement && node.integrity) checked[node.href] = node.integrity;
    }).observe(document, { childList: true, subtree: true });
  });
  return async () =>
    page.evaluate(() => (window as unknown as { checkedLoads: Record<string, string> }).checkedLoads);
}

for (const [kind, stableOf] of [
  ['deployed with the site', () => builds.deployedStable],
  ['published to the release store', () => builds.publishedStable],
] as const)
  test(`a canary the browser refuses falls back to a checked stable ${kind}, rendered afresh by it`, async ({
    page,
    request,
  }) => {
    const stable = stableOf();
    await shipCanary(page, stable, `fallback-${stable.release ? 'published' : 'deployed'}`);
    const stableHeading = /<h1 class="([^"]+)">Equipment<\/h1>/.exec(
      await (await request.get('/equipments?mf=catalogue:stable')).text(),
    )?.[1];
    expect(stableHeading).toBeTruthy();
    await tamperWithCanary(page);
    // A canary's page is not its stable's: here its heading says so, and its class names differ anyway.
    await page.route('**/equipments', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('>Equipment</h1>', '>Equipment, new in the canary</h1>');
      await route.fulfill({ response, body: html });
    });
    const checkedLoads = await recordCheckedLoads(page);

    await page.goto('/equipments');
    const catalogue = page.locator('[data-remote="mf_catalogue"]');
    await expect(catalogue).toHaveAttribute('data-remote-version', '1.0.0');
    await expect(catalogue.getByRole('heading', { level: 1 })).toHaveText('Equipment');
    await expect(catalogue.getByRole('heading', { level: 1 })).toHaveAttribute('class', stableHeading!);
    await page
      .getByRole('button', { name: /^Add to Cart: / })
      .first()
      .click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    // The stable's manifest, entry script, and the page module's files were each loaded with the digest
    // of the file itself, which the browser checked before it ran any of them.
    const origin = new URL(page.url()).origin;
    const manifest = JSON.parse(fs.readFileSync(path.join(stable.files, 'mf-manifest.json'), 'utf8')) as {
      exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
    };
    const list = manifest.exposes.find((expose) => expose.path === './equipment-list')!.assets;
    const files = ['mf-manifest.json', 'remoteEntry.js', ...list.js.sync, ...list.css.sync];
    const checked = await checkedLoads();
    for (const file of files)
      expect(checked[`${origin}${baseOf(stable)}${file}`], file).toBe(digestOf(stable, file));
    expect(await page.evaluate(() => 'tamperedCanary' in window)).toBe(false);
  });

test('a stable the page cannot vouch for is never run: the region shows its fallback instead', async ({
  page,
}) => {
  const stable = builds.deployedStable;
  await shipCanary(page, stable, 'fallback-unvouched');
  await tamperWithCanary(page);
  // The page as a server that could not check the stable renders it: the stable's digests left out.
  const leftOut: string[] = [];
  await page.route('**/equipments', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="page-bootstrap">)(.*?)(<\/script>)/s,
      (_whole, open: string, json: string, close: string) => {
        const bootstrap = JSON.parse(json) as { assets: { integrity: Record<string, string> } };
        for (const url of Object.keys(bootstrap.assets.integrity))
          if (url.startsWith(baseOf(stable))) {
            leftOut.push(url);
            delete bootstrap.assets.integrity[url];
          }
        return open + JSON.stringify(bootstrap).replace(/</g, '\\u003c') + close;
      },
    );
    await route.fulfill({ response, body: html });
  });
  // Were the stable's files run, they would say so.
  const stableRequests: string[] = [];
  page.on('request', (loaded) => {
    if (new URL(loaded.url()).pathname.startsWith(baseOf(stable))) stableRequests.push(loaded.url());
  });
  await page.route(`**${baseOf(stable)}*.js`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\nwindow.tamperedStable = true;` });
  });

  await page.goto('/equipments');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(leftOut).toContain(`${baseOf(stable)}mf-manifest.json`);
  expect(stableRequests).toEqual([]);
  expect(
    await page.evaluate(() => ['tamperedStable', 'tamperedCanary'].filter((name) => name in window)),
  ).toEqual([]);
});
