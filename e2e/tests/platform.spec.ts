import { BLOCKED_REQUEST, expect, NOT_FOUND_PAGE, pageHeading, SITE_ROUTES, test } from './fixtures.ts';

test.describe('the composed site', () => {
  for (const route of SITE_ROUTES) {
    test(`${route} renders inside the one layout`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await pageHeading(page);
      await expect(page.locator('[data-testid="remote-fallback"]')).toHaveCount(0);
    });
  }

  test.describe('an unknown address', () => {
    test.use({ allowedConsoleErrors: [NOT_FOUND_PAGE] });

    test('shows the not-found page in the layout', async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  });

  test('React, the router, i18next and valtio are each loaded once', async ({ page }) => {
    await page.goto('/equipments');
    await pageHeading(page);
    // The list's first page came with the HTML; a change of order asks the API, with the shared client.
    const answered = page.waitForResponse('**/api/v1/equipments/list');
    await page.getByRole('combobox', { name: 'Order' }).selectOption('asc');
    await answered;
    // Another remote's page in the same page load: the two must share one copy of each.
    await page.locator('header a[href="/request-quote"]').first().click();
    await pageHeading(page);
    const versions = await page.evaluate(() => {
      type ShareEntry = { loaded?: boolean; loading?: unknown; lib?: unknown };
      const federation = (
        globalThis as {
          __FEDERATION__?: {
            __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
          };
        }
      ).__FEDERATION__;
      const loaded: Record<string, string[]> = {};
      for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
        for (const packages of Object.values(scopes)) {
          for (const [name, byVersion] of Object.entries(packages)) {
            for (const [version, entry] of Object.entries(byVersion)) {
              if (entry.loaded || entry.lib) (loaded[name] ??= []).push(version);
            }
          }
        }
      }
      return Object.fromEntries(Object.entries(loaded).map(([name, list]) => [name, [...new Set(list)]]));
    });
    // The router is shared as the module that re-exports it, so that the shell bundles only what it uses.
    for (const name of [
      'react',
      'react-dom',
      '@rental/shared/routes/router.ts',
      'i18next',
      'react-i18next',
      'valtio/vanilla',
    ]) {
      expect(versions[name], name).toHaveLength(1);
    }
  });
});

test.describe('header', () => {
  test('the equipment menu lists the seeded categories and opens a category and a subcategory', async ({
    page,
  }) => {
    const categories = (await (await page.request.get('/api/v1/get_categories')).json()).data as {
      id: number;
      title: string;
      subcategories: { id: number; title: string }[];
    }[];
    await page.goto('/');
    await page.getByRole('button', { name: 'Equipment', exact: true }).click();
    const panel = page.getByRole('list', { name: 'Equipment categories' });
    for (const category of categories)
      await expect(panel.getByRole('button', { name: category.title, exact: true })).toBeVisible();

    const category = categories[1]!;
    await panel.getByRole('button', { name: category.title, exact: true }).hover();
    await page.getByRole('link', { name: `All ${category.title}` }).click();
    await expect(page).toHaveURL(`/equipments/${category.id}`);

    const subcategory = category.subcategories[0]!;
    await page.getByRole('button', { name: 'Equipment', exact: true }).click();
    await page
      .getByRole('list', { name: 'Equipment categories' })
      .getByRole('button', { name: category.title, exact: true })
      .focus();
    await page.getByRole('link', { name: subcategory.title, exact: true }).click();
    await expect(page).toHaveURL(`/equipments/${category.id}/${subcategory.id}`);
  });

  test('the menu groups a long category in columns of 8 and closes on Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Equipment', exact: true });
    await toggle.click();
    await page.getByRole('button', { name: 'Lighting', exact: true }).hover();
    const categories = (await (await page.request.get('/api/v1/get_categories')).json()).data as {
      title: string;
      subcategories: unknown[];
    }[];
    const lighting = categories.find((category) => category.title === 'Lighting')!;
    expect(lighting.subcategories.length).toBeGreaterThan(8);
    const sizes = await page
      .getByTestId('mega-columns')
      .locator(':scope > ul')
      .evaluateAll((lists) => lists.map((list) => list.children.length));
    expect(sizes).toEqual([8, lighting.subcategories.length - 8]);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('on a phone the menu is a stacked disclosure list', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Equipment' }).click();
    await page.getByRole('button', { name: 'Sound', exact: true }).click();
    await page.getByRole('link', { name: 'All Sound' }).click();
    await expect(page).toHaveURL(/\/equipments\/\d+$/);
  });

  test('the search box toggles and opens the equipment list filtered by the words', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search equipment' });
    await expect(search).toBeHidden();
    await page.getByRole('button', { name: 'Search equipment' }).click();
    await expect(search).toBeVisible();
    await expect(search).toHaveAttribute('required', '');
    await search.fill('sky panel');
    await search.press('Enter');
    await expect(page).toHaveURL('/equipments?query=sky%20panel');
  });

  test('an outside click closes the search box on wide screens', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search equipment' }).click();
    await expect(page.getByRole('combobox', { name: 'Search equipment' })).toBeVisible();
    await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('combobox', { name: 'Search equipment' })).toBeHidden();
  });

  test('the header becomes fixed from 250 px of scroll, and nothing on the page moves', async ({ page }) => {
    await page.goto('/equipments');
    const heading = await pageHeading(page);
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-fixed', 'false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForTimeout(300);
    await expect(header).toHaveAttribute('data-fixed', 'false');
    await page.evaluate(() => window.scrollTo(0, 260));
    const before = await heading.evaluate((element) => ({
      top: element.getBoundingClientRect().top,
      scrollY,
    }));
    await expect(header).toHaveAttribute('data-fixed', 'true');
    await expect(header).toHaveCSS('position', 'fixed');
    await page.waitForTimeout(200);
    expect(
      await heading.evaluate((element) => ({ top: element.getBoundingClientRect().top, scrollY })),
    ).toEqual(before);
  });
});

test.describe('language', () => {
  const expected = {
    en: { nav: 'Services', footer: 'Latest News', lang: 'en' },
    ht: { nav: 'Sèvis', footer: 'Dènye nouvèl', lang: 'ht' },
    es: { nav: 'Servicios', footer: 'Últimas noticias', lang: 'es' },
    fr: { nav: 'Services', footer: 'Dernières nouvelles', lang: 'fr' },
  } as const;

  test('switching language changes the header and footer in all four languages and survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    for (const [code, texts] of Object.entries(expected)) {
      await page.getByRole('combobox', { name: /Language|Lang|Idioma|Langue/ }).selectOption(code);
      await expect(page.locator('html')).toHaveAttribute('lang', texts.lang);
      await expect(
        page.getByRole('banner').getByRole('link', { name: texts.nav, exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: texts.footer, exact: true }),
      ).toBeVisible();
    }
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Dernières nouvelles', exact: true }),
    ).toBeVisible();
  });

  test('?lang= sets the language', async ({ page }) => {
    await page.goto('/?lang=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Servicios', exact: true }),
    ).toBeVisible();
  });
});

test.describe('shared cart', () => {
  test('Add to Cart on the equipment list updates the badge, and the count survives a reload', async ({
    page,
  }) => {
    await page.goto('/equipments');
    const badge = page.getByTestId('cart-count');
    await expect(badge).toHaveText('0');
    const adds = page.getByRole('button', { name: /^Add to Cart: / });
    await adds.nth(0).click();
    await expect(badge).toHaveText('1');
    await adds.nth(1).click();
    await adds.nth(0).click();
    await expect(badge).toHaveText('2');
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('a remote that cannot be reached', () => {
  test.use({ allowedConsoleErrors: [BLOCKED_REQUEST] });

  test('its routes show the fallback while the other routes, the header and the badge work', async ({
    page,
  }) => {
    await page.route('**/remotes/mf-content/**', (route) => route.abort());
    await page.goto('/about-us');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    await expect(
      fallback.getByRole('heading', { name: 'This part of the site could not be loaded' }),
    ).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await page.goto('/equipments');
    await page
      .getByRole('button', { name: /^Add to Cart: / })
      .first()
      .click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await page.unroute('**/remotes/mf-content/**');
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('Try again loads the remote once it is back', async ({ page }) => {
    let blocked = true;
    await page.route('**/remotes/mf-content/**', (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('/latest-projects');
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 15_000 });
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Latest Projects' })).toBeVisible();
  });
});
