import type { Page } from '@playwright/test';
import { assignChannel } from '@rental/shared/federation/channel-assignment.ts';
import { sha384Of } from '@rental/shared/releases/release-digest.ts';
import { openReleaseStore } from '@rental/shared/releases/stores/open-release-store.ts';
import { CHANNEL_COOKIES } from '@rental/shared/visitor/visitor-cookies.ts';
import { publishCatalogueBuild } from '../support/release-store.ts';
import {
  deployWithoutServerBuild,
  removeDeliveryRemotes,
  writeDeliveryRemotes,
} from '../support/delivery-site.ts';
import type { HealthFigures } from '@rental/shared/contracts';
import { allStableRemotes } from '@rental/shared/testing/stable-remotes.ts';
import { CANARY_VERSION } from '../support/global-setup.ts';
import { E2E_OPS_TOKEN } from '../support/ops-token.ts';
import {
  allowConsoleErrors,
  BLOCKED_REQUEST,
  expect,
  HYDRATED,
  pageHeading,
  SITE_ROUTES,
  test,
} from './fixtures.ts';

/** These journeys ship remotes on a server of their own (playwright.config.ts), one edit at a time. */
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_DELIVERY_PORT}` });

const stableEntry = (folder: string, version = '1.0.0') => ({
  version,
  entry: `/remotes/${folder}/${version}/mf-manifest.json`,
});

/**
 * Publishes a built version of the catalogue to the delivery journeys' release store, as its team does;
 * a release is immutable, so a journey that needs one already published gets that one.
 */
async function publishCatalogue(version: string): Promise<{ digest: string }> {
  const store = openReleaseStore(process.env.E2E_RELEASE_STORE ?? '');
  const published = await store.read(`mf-catalogue/${version}/release.json`, { maxBytes: 1 << 20 });
  if (published) return { digest: sha384Of(published) };
  return publishCatalogueBuild(store, version);
}

/** remotes.json with the catalogue's canary published to the release store, for every visitor. */
async function shipPublishedCanary(page: Page) {
  const store = openReleaseStore(process.env.E2E_RELEASE_STORE ?? '');
  const { digest } = await publishCatalogue(CANARY_VERSION);
  const entry = store.publicUrl(`mf-catalogue/${CANARY_VERSION}/mf-manifest.json`);
  shipRemotes(
    remotesJson({
      stable: stableEntry('mf-catalogue'),
      canary: { ...canary(100), entry, release: { store: store.location, digest } },
    }),
  );
  // Until this instance has fetched and verified the release, its visitors get stable at once.
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/equipments')).text()).includes(
          `data-remote-version="${CANARY_VERSION}"`,
        ),
      { timeout: 5_000 },
    )
    .toBe(true);
}

function remotesJson(catalogue: object) {
  return { ...allStableRemotes(), mf_catalogue: catalogue };
}

const canary = (percent: number, version = CANARY_VERSION, rolloutId = `catalogue-${version}`) => ({
  ...stableEntry('mf-catalogue', version),
  percent,
  rolloutId,
});

/** Edits the site's remotes.json on the server, as a team shipping a remote does. */
function shipRemotes(body: object | string) {
  writeDeliveryRemotes(typeof body === 'string' ? body : JSON.stringify(body));
}

/**
 * The build of the catalogue running in the page: read once its region is hydrated, since a canary whose
 * files fail is rendered again on stable after the layout is hydrated, in the region's own pass.
 */
async function catalogueVersion(page: Page) {
  const marker = page.locator('[data-remote="mf_catalogue"][data-hydrated]');
  await expect(marker.getByRole('heading', { level: 1 })).toBeVisible();
  return marker.getAttribute('data-remote-version');
}

/** The canary's failed loads in the operators' health figures. */
async function failureCount(page: Page, version: string) {
  const answer = await page.request.get('/api/v1/ops/health', { headers: { 'x-ops-token': E2E_OPS_TOKEN } });
  const figures = (await answer.json()).data as HealthFigures[];
  return (
    figures.find(
      (row) => row.remote === 'mf_catalogue' && row.version === version && row.channel === 'canary',
    )?.loadFailures ?? 0
  );
}

test.describe('deploying a remote', () => {
  test('a remote served from another origin than the shell works', async ({ page }) => {
    // Code from another origin runs only as a signed release (docs/decisions/024): published to the
    // store, which the second origin serves.
    const origin = `http://127.0.0.1:${process.env.REMOTE_ORIGIN_PORT}`;
    const { digest } = await publishCatalogue('1.0.0');
    const store = openReleaseStore(`${origin}/releases/`);
    shipRemotes(
      remotesJson({
        stable: {
          version: '1.0.0',
          entry: store.publicUrl('mf-catalogue/1.0.0/mf-manifest.json'),
          release: { store: store.location, digest },
        },
      }),
    );
    // Pages get the site's own stable until the server has fetched and verified the release.
    await expect
      .poll(async () => (await page.request.get('/equipments')).text(), { timeout: 15_000 })
      .toContain(`${origin}/releases/mf-catalogue/1.0.0/`);
    const fromOtherOrigin = page.waitForRequest((request) =>
      request.url().startsWith(`${origin}/releases/mf-catalogue/1.0.0/remoteEntry.js`),
    );
    await page.goto('/equipments');
    await fromOtherOrigin;
    expect(await catalogueVersion(page)).toBe('1.0.0');
    await page
      .getByRole('button', { name: /^Add to Cart: / })
      .first()
      .click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  // Three fresh visitors per setting, each a whole page load: one test per setting keeps each within the timeout.
  for (const [percent, expected] of [
    [100, CANARY_VERSION],
    [0, '1.0.0'],
  ] as const) {
    test(`with percent ${percent} every new visitor gets ${expected}`, async ({ browser }) => {
      for (let visitor = 0; visitor < 3; visitor++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        shipRemotes(remotesJson({ stable: stableEntry('mf-catalogue'), canary: canary(percent) }));
        await page.goto('/equipments');
        expect(await catalogueVersion(page), `visitor ${visitor}`).toBe(expected);
        await context.close();
      }
    });
  }

  test('?mf=catalogue:canary forces the canary and is remembered for the session', async ({ page }) => {
    shipRemotes(remotesJson({ stable: stableEntry('mf-catalogue'), canary: canary(0) }));
    await page.goto('/equipments?mf=catalogue:canary');
    expect(await catalogueVersion(page)).toBe(CANARY_VERSION);
    await page.goto('/services');
    expect(await catalogueVersion(page)).toBe(CANARY_VERSION);
    await page.goto('/equipments?mf=catalogue:stable');
    expect(await catalogueVersion(page)).toBe('1.0.0');
  });

  test('an override cannot load a script from the address bar', async ({ page }) => {
    shipRemotes(remotesJson({ stable: stableEntry('mf-catalogue') }));
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url());
    });
    await page.goto('/equipments?mf=catalogue:https://evil.example/x.js&mf=catalogue:canary');
    expect(await catalogueVersion(page)).toBe('1.0.0');
    expect(foreign).toEqual([]);
  });

  test('a first view is stable; then the visitor’s bucket places them, and they stay across reloads', async ({
    page,
  }) => {
    shipRemotes(remotesJson({ stable: stableEntry('mf-catalogue'), canary: canary(50) }));
    await page.goto('/equipments');
    expect(await catalogueVersion(page)).toBe('1.0.0');
    await page.locator(HYDRATED).waitFor({ state: 'attached' });
    const bucketId = (await page.context().cookies()).find(
      ({ name }) => name === CHANNEL_COOKIES.bucketId,
    )?.value;
    expect(bucketId, 'the browser draws its bucket id').toBeTruthy();
    const { channel } = assignChannel({ canary: canary(50), bucketId });
    for (let reload = 0; reload < 3; reload++) {
      await page.reload();
      expect(await catalogueVersion(page)).toBe(channel === 'canary' ? CANARY_VERSION : '1.0.0');
    }
  });

  test.describe('a canary whose files fail to load', () => {
    test.use({ allowedConsoleErrors: allowConsoleErrors(BLOCKED_REQUEST, /status of 404/) });

    test('falls back to stable within the same visit, and the failure count rises by one', async ({
      page,
    }) => {
      const before = await failureCount(page, CANARY_VERSION);
      // Deployed with the site, so the server serves it; lost on its way to this browser.
      await page.route(`**/remotes/mf-catalogue/${CANARY_VERSION}/**`, (route) => route.abort());
      shipRemotes(
        remotesJson({
          stable: stableEntry('mf-catalogue'),
          canary: canary(100, CANARY_VERSION, 'files-failure'),
        }),
      );
      await page.goto('/equipments');
      expect(await catalogueVersion(page)).toBe('1.0.0');
      await expect.poll(() => failureCount(page, CANARY_VERSION)).toBe(before + 1);
      await page.goto('/services');
      expect(await catalogueVersion(page)).toBe('1.0.0');
      await expect.poll(() => failureCount(page, CANARY_VERSION)).toBe(before + 1);
    });

    test('also when only its entry script fails', async ({ page }) => {
      const before = await failureCount(page, CANARY_VERSION);
      await page.route(`**/remotes/mf-catalogue/${CANARY_VERSION}/remoteEntry.js`, (route) => route.abort());
      shipRemotes(
        remotesJson({
          stable: stableEntry('mf-catalogue'),
          canary: canary(100, CANARY_VERSION, 'entry-failure'),
        }),
      );
      await page.goto('/equipments');
      expect(await catalogueVersion(page)).toBe('1.0.0');
      await expect.poll(() => failureCount(page, CANARY_VERSION)).toBe(before + 1);
    });
  });

  test('changing remotes.json ships another version to the next page, with no rebuild or restart', async ({
    page,
  }) => {
    shipRemotes(remotesJson({ stable: stableEntry('mf-catalogue') }));
    await page.goto('/equipments');
    expect(await catalogueVersion(page)).toBe('1.0.0');
    shipRemotes(remotesJson({ stable: stableEntry('mf-catalogue', CANARY_VERSION) }));
    await page.reload();
    expect(await catalogueVersion(page)).toBe(CANARY_VERSION);
  });

  test("a canary visitor's page comes from the canary's server build and hydrates with that build", async ({
    page,
  }) => {
    shipRemotes(remotesJson({ stable: stableEntry('mf-catalogue'), canary: canary(0) }));
    const html = await (await page.request.get('/equipments?mf=catalogue:canary')).text();
    expect(html).toContain(`data-remote-version="${CANARY_VERSION}"`);
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/mf-catalogue/')) loaded.push(new URL(request.url()).pathname);
    });
    await page.goto('/equipments?mf=catalogue:canary');
    expect(await catalogueVersion(page)).toBe(CANARY_VERSION);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.every((path) => path.startsWith(`/remotes/mf-catalogue/${CANARY_VERSION}/`))).toBe(true);
  });

  test('a canary published to the release store is rendered from it, and the browser checks what it runs', async ({
    page,
  }) => {
    await shipPublishedCanary(page);
    const html = await (await page.request.get('/equipments')).text();
    expect(html).toMatch(new RegExp(`"/releases/mf-catalogue/${CANARY_VERSION}/remoteEntry\\.js":"sha384-`));
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mf-catalogue/')) loaded.push(new URL(request.url()).pathname);
    });
    await page.goto('/equipments');
    expect(await catalogueVersion(page)).toBe(CANARY_VERSION);
    await page
      .getByRole('button', { name: /^Add to Cart: / })
      .first()
      .click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    expect(loaded.every((file) => file.startsWith(`/releases/mf-catalogue/${CANARY_VERSION}/`))).toBe(true);
    // Each script once: what the page preloads carries the check the runtime's own tags carry.
    const scripts = loaded.filter((file) => file.endsWith('.js'));
    expect(scripts.filter((file, index) => scripts.indexOf(file) !== index)).toEqual([]);
  });

  test.describe('a file of a published release changed on its way to the browser', () => {
    test.use({
      allowedConsoleErrors: allowConsoleErrors(/Failed to find a valid digest in the 'integrity' attribute/),
    });

    test('never runs: the browser refuses it and the visitor gets stable', async ({ page }) => {
      await shipPublishedCanary(page);
      const before = await failureCount(page, CANARY_VERSION);
      // Every script of the canary but its entry, which the page checks against its release, changed as a
      // compromised CDN would change it: the entry's own hashes must stop them.
      await page.route(`**/releases/mf-catalogue/${CANARY_VERSION}/*.js`, async (route) => {
        const response = await route.fetch();
        if (route.request().url().endsWith('/remoteEntry.js')) return route.fulfill({ response });
        await route.fulfill({ response, body: `${await response.text()}\nwindow.tampered = true;` });
      });
      await page.goto('/equipments');
      expect(await catalogueVersion(page)).toBe('1.0.0');
      expect(await page.evaluate(() => 'tampered' in window)).toBe(false);
      await expect.poll(() => failureCount(page, CANARY_VERSION)).toBe(before + 1);
    });
  });

  test.describe('an entry that would run code from elsewhere', () => {
    const elsewhere = `127.0.0.1:${process.env.REMOTE_ORIGIN_PORT}`;
    // Each would load from the second origin, whose requests this journey can see: none may go there.
    for (const [label, entry] of [
      ['protocol-relative', `//${elsewhere}/releases/mf-catalogue/1.0.0/mf-manifest.json`],
      ['with a backslash', `/\\${elsewhere}/releases/mf-catalogue/1.0.0/mf-manifest.json`],
      [
        'on another origin, pinning no release',
        `http://${elsewhere}/releases/mf-catalogue/1.0.0/mf-manifest.json`,
      ],
    ])
      test(`${label} is never in a page, no request goes to its host, and the page runs the last good build`, async ({
        page,
      }) => {
        shipRemotes(remotesJson({ stable: stableEntry('mf-catalogue') }));
        await page.goto('/equipments');
        shipRemotes(remotesJson({ stable: { version: '1.0.0', entry } }));
        const toElsewhere: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).host === elsewhere) toElsewhere.push(request.url());
        });
        const answer = await page.goto('/equipments');
        expect(await catalogueVersion(page)).toBe('1.0.0');
        expect(await answer!.text()).not.toContain(elsewhere);
        await page
          .getByRole('button', { name: /^Add to Cart: / })
          .first()
          .click();
        await expect(page.getByTestId('cart-count')).toHaveText('1');
        expect(toElsewhere).toEqual([]);
      });

    test('is absent from the Content-Security-Policy of every page', async ({ page }) => {
      shipRemotes(
        remotesJson({
          stable: { version: '1.0.0', entry: 'https://cdn.evil.example/mf-catalogue/1.0.0/mf-manifest.json' },
          canary: {
            version: '2.0.0',
            entry: 'https://cdn2.evil.example/mf-catalogue/2.0.0/mf-manifest.json',
            release: { store: 'https://cdn2.evil.example/', digest: `sha384-${'A'.repeat(64)}` },
            percent: 50,
            rolloutId: 'evil',
          },
        }),
      );
      for (const route of SITE_ROUTES) {
        const policy = (await page.request.get(route)).headers()['content-security-policy'];
        expect(policy, route).toMatch(/script-src 'self'/);
        expect(policy, route).not.toContain('evil.example');
      }
      shipRemotes(remotesJson({ stable: stableEntry('mf-catalogue') }));
    });
  });

  test.describe('a broken remotes.json', () => {
    test('keeps the last good one in force', async ({ page }) => {
      shipRemotes(remotesJson({ stable: stableEntry('mf-catalogue') }));
      await page.goto('/equipments');
      shipRemotes('{"mf_catalogue": "not a remote"');
      await page.reload();
      expect(await catalogueVersion(page)).toBe('1.0.0');
    });

    test('a missing one too', async ({ page }) => {
      shipRemotes(remotesJson({ stable: stableEntry('mf-catalogue') }));
      await page.goto('/equipments');
      removeDeliveryRemotes();
      await page.reload();
      expect(await catalogueVersion(page)).toBe('1.0.0');
    });
  });

  test.describe('a version deployed without its server build', () => {
    // The server cannot run its pages' loaders: it leaves their regions to the browser, which reads their
    // data before hydrating (docs/architecture.md#rendering).
    const version = '1.0.0-browser-only';

    test.beforeEach(async ({ page }) => {
      shipRemotes(remotesJson({ stable: { version, entry: deployWithoutServerBuild(version) } }));
      await expect
        .poll(async () => (await page.request.get('/equipments')).text())
        .toContain(`/remotes/mf-catalogue/${version}/`);
    });

    // The server answers an address in other letter case with the same page, its data left to the browser
    // alike: the shell must find the page there as the router does.
    for (const address of ['/equipments/290/details', '/Equipments/290/Details']) {
      test(`${address}: the item's page, its data read in the browser, hydrated without a word from React`, async ({
        page,
      }) => {
        const html = await (await page.request.get(address)).text();
        expect(html).toContain('"mf_catalogue/equipment-detail":{"remoteDataUnavailable":true}');
        const item = (await (await page.request.get('/api/v1/equipments/290')).json()).data as {
          name: string;
          description: string;
        };
        await page.goto(address);
        await expect(await pageHeading(page)).toHaveText(item.name);
        await expect(page.getByRole('main').getByText(item.description)).toBeVisible();
        await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
        await expect(page.getByTestId('cart-count')).toHaveText('1');
      });
    }

    for (const address of ['/equipments', '/EQUIPMENTS']) {
      test(`${address}: the list's first page, read in the browser, hydrated without a word from React`, async ({
        page,
      }) => {
        const html = await (await page.request.get(address)).text();
        expect(html).toContain('"mf_catalogue/equipment-list":{"remoteDataUnavailable":true}');
        const list = (await (
          await page.request.post('/api/v1/equipments/list', { data: { limit: 20 } })
        ).json()) as { data: { name: string }[] };
        await page.goto(address);
        await expect(await pageHeading(page)).toHaveText('Equipment');
        await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
          list.data.map((item) => item.name),
        );
      });
    }
  });
});
