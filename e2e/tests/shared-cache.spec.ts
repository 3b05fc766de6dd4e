import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { CanaryBuild, RemoteBuild } from '@rental/shared/federation/remotes-manifest.ts';
import { bucketOf } from '@rental/shared/federation/channel-assignment.ts';
import { remoteNamed } from '@rental/shared/federation/remote-modules.ts';
import { publishRelease } from '@rental/shared/releases/publish-release.ts';
import { openReleaseStore } from '@rental/shared/releases/stores/open-release-store.ts';
import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';
import { startFleetInstance, type FleetInstance } from '../support/fleet-instance.ts';
import { CANARY_VERSION } from '../support/global-setup.ts';
import { catalogueSigningKey, releaseStoreForRun } from '../support/release-store.ts';
import {
  isNginxInstalled,
  startSharedCache,
  type SharedCache,
} from '../../deploy/nginx/testing/shared-cache-process.ts';
import {
  GRIP_TRUCK,
  seedCart,
  shownReference,
  storedQuotes,
  typeDate,
  typedDate,
  uniqueEmail,
} from './cart-quote-support.ts';
import { expect, HYDRATED, pageHeading, test } from './fixtures.ts';

/**
 * The site behind the reference shared cache (deploy/nginx/nginx.conf), on a site of its own whose pages
 * are fresh for 2 s and served stale 2 s more, with a release store for its canary
 * (docs/decisions/029-shared-page-cache.md).
 */
test.describe.configure({ mode: 'serial' });
test.skip(!isNginxInstalled(), 'needs Debian’s nginx (.ci/run installs it)');

const sitePort = Number(process.env.E2E_PORT ?? 8181) + 50;
const cachePort = sitePort + 1;
const FRESH_SECONDS = 2;
const STALE_SECONDS = 2;
/** The longest a change takes to reach a visitor of the cache: fresh, then stale while revalidated, then a render. */
const REVALIDATION_MS = (FRESH_SECONDS + STALE_SECONDS) * 1000 + 6_000;
const ROLLOUT_ID = 'shared-cache-canary';

test.use({ baseURL: `http://127.0.0.1:${cachePort}` });

let site: FleetInstance;
let cache: SharedCache;
let storeFolder: string;
let canary: RemoteBuild;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  storeFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-e2e-cache-releases-'));
  const store = openReleaseStore(storeFolder);
  const { digest } = await publishRelease({
    remote: remoteNamed('mf_catalogue'),
    version: CANARY_VERSION,
    buildFolder: path.resolve(import.meta.dirname, '../../mf-catalogue/dist', CANARY_VERSION),
    store,
    signingKey: catalogueSigningKey(),
    sharedVersions: {},
    now: new Date(),
  });
  canary = {
    version: CANARY_VERSION,
    entry: store.publicUrl(`mf-catalogue/${CANARY_VERSION}/mf-manifest.json`),
    release: { store: store.location, digest },
  };
  site = await startFleetInstance(sitePort, {
    RELEASE_STORES: storeFolder,
    RELEASE_TRUSTED_KEYS: releaseStoreForRun().trustedKeys,
    TEST_SUPPORT_ROUTES: '1',
    RATE_LIMIT_MAX: '10000',
    HEALTH_BEACONS_PER_MINUTE: '100000',
    // Each visitor of these journeys comes through the cache, which adds X-Forwarded-For.
    TRUST_PROXY: '1',
    PAGE_CACHE_S_MAXAGE: String(FRESH_SECONDS),
    PAGE_CACHE_STALE_WHILE_REVALIDATE: String(STALE_SECONDS),
  });
  cache = await startSharedCache(cachePort, sitePort);
});

test.afterAll(async () => {
  await cache?.close();
  await site?.close();
  if (storeFolder) fs.rmSync(storeFolder, { recursive: true, force: true });
});

/** nginx's `X-Cache-Status` for an answer whose body came from its store, not from the site. */
const FROM_THE_STORE = ['HIT', 'STALE', 'UPDATING', 'REVALIDATED'];

/** A page as the cache answered it: where it came from (HIT, MISS, STALE…) and its text. */
async function viaCache(page: Page, address: string) {
  const response = await page.goto(address);
  expect(response, address).not.toBeNull();
  return { status: response!.headers()['x-cache-status'], html: await response!.text() };
}

/** Opens `address` until the cache answers it from its store (a first visit fills it). */
async function cachedView(page: Page, address: string) {
  await expect
    .poll(async () => (await viaCache(page, address)).status, { timeout: REVALIDATION_MS })
    .toBe('HIT');
}

/** The catalogue's canary at `percent`, read by the site at once (remotes.json's date moved on). */
function rollOut(percent: number) {
  const catalogue: { stable: RemoteBuild; canary: CanaryBuild } = {
    stable: allStableRemotes().mf_catalogue.stable,
    canary: { ...canary, percent, rolloutId: ROLLOUT_ID },
  };
  fs.writeFileSync(site.remotesFile, JSON.stringify({ ...allStableRemotes(), mf_catalogue: catalogue }));
  const later = new Date(Date.now() + Math.random() * 1000);
  fs.utimesSync(site.remotesFile, later, later);
}

/** Returns once the site serves the canary (a release is served once this instance has verified it). */
async function canaryServed(request: APIRequestContext) {
  await expect
    .poll(async () => catalogueVersion(await (await request.get('/equipments?mf=catalogue:canary')).text()), {
      timeout: 30_000,
    })
    .toBe(CANARY_VERSION);
}

/** A bucket id that places its visitor in the canary at 50 %, or out of it. */
function bucketId(inCanary: boolean): string {
  for (let i = 0; ; i++) {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    if (bucketOf(id, ROLLOUT_ID) < 50 === inCanary) return id;
  }
}

const catalogueVersion = (html: string) =>
  /data-remote="mf_catalogue"[^>]*data-remote-version="([^"]+)"/.exec(html)?.[1] ??
  /data-remote-version="([^"]+)"[^>]*data-remote="mf_catalogue"/.exec(html)?.[1];

async function visitor(context: BrowserContext, cookies: Record<string, string>) {
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({ name, value, url: `http://127.0.0.1:${cachePort}` })),
  );
  return context.newPage();
}

test('two visitors in two languages each get their own page, both from the cache', async ({ browser }) => {
  const english = await visitor(await browser.newContext(), {});
  const spanish = await visitor(await browser.newContext(), {});
  // Chosen as a visitor chooses it: remembered in the browser, mirrored in the cookie the cache keys on.
  await spanish.goto('/about-us');
  await expect(spanish.locator(HYDRATED)).toBeAttached();
  await spanish.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(await pageHeading(spanish)).not.toHaveText('About Us');
  await cachedView(english, '/services');
  await cachedView(spanish, '/services');
  await expect(await pageHeading(english)).toHaveText('Services');
  await expect(await pageHeading(spanish)).toHaveText('Servicios');
  await english.reload();
  await expect(await pageHeading(english)).toHaveText('Services');
  const spanishAnswer = await viaCache(spanish, '/services');
  // From the cache's store: fresh, or (past the short freshness this journey sets, on a busy machine)
  // stale while nginx revalidates it; either way the Spanish copy, never the English one.
  expect(FROM_THE_STORE).toContain(spanishAnswer.status);
  expect(spanishAnswer.html).toContain('<html lang="es"');
});

test('a canary visitor gets the canary and a stable one the stable, each from the cache', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  rollOut(50);
  const inCanary = await visitor(await browser.newContext(), { 'doral-rentals.bucket-id': bucketId(true) });
  await canaryServed(request);
  const outside = await visitor(await browser.newContext(), { 'doral-rentals.bucket-id': bucketId(false) });
  await expect
    .poll(async () => catalogueVersion((await viaCache(inCanary, '/equipments')).html), {
      timeout: REVALIDATION_MS,
    })
    .toBe(CANARY_VERSION);
  await cachedView(inCanary, '/equipments');
  expect(catalogueVersion((await viaCache(inCanary, '/equipments')).html)).toBe(CANARY_VERSION);
  await cachedView(outside, '/equipments');
  expect(catalogueVersion((await viaCache(outside, '/equipments')).html)).toBe('1.0.0');
});

test('a rollout change reaches the cache’s visitors within its revalidation time', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const inCanary = await visitor(await browser.newContext(), { 'doral-rentals.bucket-id': bucketId(true) });
  rollOut(50);
  await canaryServed(request);
  await expect
    .poll(async () => catalogueVersion((await viaCache(inCanary, '/equipments')).html), {
      timeout: REVALIDATION_MS,
    })
    .toBe(CANARY_VERSION);
  const changed = Date.now();
  rollOut(0);
  await expect
    .poll(async () => catalogueVersion((await viaCache(inCanary, '/equipments')).html), {
      timeout: REVALIDATION_MS,
    })
    .toBe('1.0.0');
  expect(Date.now() - changed).toBeLessThan(REVALIDATION_MS);
});

test('a catalogue edit reaches the cache’s visitors within its revalidation time', async ({
  page,
  request,
}) => {
  await cachedView(page, '/services/6/show');
  const title = `Generators and Tie-Ins ${Date.now()}`;
  const edit = await request.put(`http://127.0.0.1:${sitePort}/api/v1/test-support/services/6/title`, {
    data: { title },
  });
  expect(edit.ok()).toBe(true);
  await expect
    .poll(async () => (await viaCache(page, '/services/6/show')).html.includes(title), {
      timeout: REVALIDATION_MS,
    })
    .toBe(true);
});

test('a quote sent from a page the cache served passes the XSRF check', async ({ page, request }) => {
  await cachedView(page, '/request-quote');
  const email = uniqueEmail('shared-cache');
  await seedCart(page, [{ ...GRIP_TRUCK, qty: 1 }]);
  await page.goto('/request-quote');
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Pierre');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('305 555 0199');
  await page.getByRole('radio', { name: 'Pick up' }).check();
  await typeDate(page, 'Pick-up date', typedDate(10, '10:00'));
  await typeDate(page, 'Return date', typedDate(13, '09:30'));
  await page.getByRole('button', { name: 'Request the quote' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Quote requested successfully!' })).toBeVisible();
  const reference = await shownReference(page, /Your reference:/);
  const [stored] = await storedQuotes(request, email);
  expect(stored?.reference).toBe(reference);
});
