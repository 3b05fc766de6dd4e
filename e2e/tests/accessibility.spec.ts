import type { Page } from '@playwright/test';
import { expect, SITE_ROUTES, test } from './fixtures.ts';
import {
  contentLoaded,
  contrastOverPicture,
  expectNoSideScroll,
  expectNoViolations,
  lastingAnimations,
  PHONE,
} from './a11y-support.ts';
import { GRIP_TRUCK, seedCart, SKY_PANEL } from './cart-quote-support.ts';

/** The routes of issue 8's Lighthouse list: checked again at phone width. */
const MAIN_ROUTES = ['/', '/equipments', '/equipments/2/details', '/packages', '/request-quote'];

async function openLoaded(page: Page, route: string) {
  await page.goto(route);
  await contentLoaded(page);
}

test.describe('every route: axe (WCAG 2.2 A and AA), no sideways scroll', () => {
  for (const route of SITE_ROUTES) {
    test(`${route} at 1440 px`, async ({ page }) => {
      await openLoaded(page, route);
      await expectNoViolations(page, route);
      await expectNoSideScroll(page, `${route} at 1440 px`);
    });
  }
});

test.describe('the main routes at phone width: axe, no sideways scroll', () => {
  test.use({ viewport: PHONE });
  for (const route of MAIN_ROUTES) {
    test(`${route} at 390 px`, async ({ page }) => {
      await openLoaded(page, route);
      await expectNoViolations(page, `${route} at 390 px`);
      await expectNoSideScroll(page, `${route} at 390 px`);
    });
  }
});

test.describe('axe: states that only appear after an action', () => {
  test('the header: mega menu open on a category, then the search open', async ({ page }) => {
    await openLoaded(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Equipment', exact: true }).click();
    await expect(page.getByTestId('mega-columns')).toBeVisible();
    await nav.getByRole('list', { name: 'Equipment categories' }).getByRole('button').nth(1).click();
    await expectNoViolations(page, 'mega menu open', 'header');

    await page.getByRole('button', { name: 'Search equipment' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search equipment' })).toBeFocused();
    await expectNoViolations(page, 'search open', 'header');
  });

  test('the phone menu open down to a category, then the search open', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openLoaded(page, '/equipments');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Equipment' }).click();
    await nav.getByRole('button').nth(1).click();
    await expect(nav.getByRole('link', { name: /^All / })).toBeVisible();
    await expectNoViolations(page, 'phone menu open', 'header');

    await page.getByRole('button', { name: 'Search equipment' }).click();
    await expectNoViolations(page, 'phone search open', 'header');
  });

  test('the cart sidebar open with items, and the notice after Add to Cart', async ({ page }) => {
    await openLoaded(page, '/packages');
    await page
      .getByRole('button', { name: /^Add to Cart: / })
      .first()
      .click();
    await expect(page.getByTestId('added-notice')).toBeVisible();
    await expectNoViolations(page, 'added notice', '[data-testid="added-notice"]');

    await page.getByRole('button', { name: 'Show more' }).first().click();
    await expectNoViolations(page, 'package items expanded', 'main');

    await page.getByRole('button', { name: /^Cart, / }).click();
    await expect(page.getByRole('dialog', { name: 'CART (1 item)' })).toBeVisible();
    await expectNoViolations(page, 'cart sidebar open', 'dialog');
  });

  test('the cart sidebar open at phone width', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await seedCart(page, [
      { ...SKY_PANEL, qty: 2 },
      { ...GRIP_TRUCK, qty: 1 },
    ]);
    await openLoaded(page, '/');
    await page.getByRole('button', { name: /^Cart, / }).click();
    await expect(page.getByRole('dialog', { name: 'CART (2 items)' })).toBeVisible();
    await expectNoViolations(page, 'cart sidebar open at 390 px', 'dialog');
  });

  test('the quote form sent empty, then with items and its date picker open', async ({ page }) => {
    await openLoaded(page, '/request-quote');
    await page.getByRole('button', { name: 'Request the quote' }).click();
    await expect(page.getByRole('link', { name: 'Please select at least one item to quote.' })).toBeVisible();
    await expectNoViolations(page, 'quote form with errors', 'main');

    await page.getByLabel('Delivery date').click();
    await expect(page.getByRole('dialog', { name: 'Choose a date and time' })).toBeVisible();
    await expectNoViolations(page, 'date picker open', '[role="dialog"]');
  });

  test('the quote form with items sent incomplete at phone width', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await seedCart(page, [{ ...SKY_PANEL, qty: 2 }]);
    await openLoaded(page, '/request-quote');
    await page.getByRole('radio', { name: 'Pick up' }).check();
    await page.getByRole('button', { name: 'Request the quote' }).click();
    await expect(
      page.getByRole('link', { name: 'Please complete your personal information.' }),
    ).toBeVisible();
    await expectNoViolations(page, 'quote form with errors at 390 px', 'main');
  });

  test('the contact form sent empty', async ({ page }) => {
    await openLoaded(page, '/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Please enter your name')).toBeVisible();
    await expectNoViolations(page, 'contact form with errors', 'main form');
  });
});

/** English is the language of every other run above; these are the other three. */
test.describe('axe: each language', () => {
  for (const language of ['ht', 'es', 'fr']) {
    test(`home and request-quote with errors in ${language}`, async ({ page }) => {
      await openLoaded(page, `/?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoViolations(page, `/ in ${language}`);
      await expectNoSideScroll(page, `/ in ${language} at 1440 px`);

      await openLoaded(page, '/request-quote');
      await page.locator('main form button[type="submit"]').click();
      await expect(page.locator(':focus').getByRole('link')).toHaveCount(4);
      await expectNoViolations(page, `/request-quote with errors in ${language}`);
    });
  }
});

test.describe('text over pictures keeps AA contrast (axe cannot measure it)', () => {
  /** WCAG 1.4.3: 3:1 for large text (the hero's heading), 4.5:1 for the rest. */
  async function expectReadableOverPictures(page: Page, state: string) {
    const hero = page.locator('[data-block="hero"]');
    const texts = [
      { element: hero.locator('h1'), min: 3 },
      ...(await hero.locator('p').all()).map((element) => ({ element, min: 4.5 })),
      ...(await page.locator('[data-block="gallery"] figcaption').all()).map((element) => ({
        element,
        min: 4.5,
      })),
    ];
    for (const { element, min } of texts) {
      const ratio = await contrastOverPicture(element);
      expect(ratio, `${state}: "${await element.textContent()}"`).toBeGreaterThanOrEqual(min);
    }
  }

  for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
    test(`the hero video's first frame, the hero still and the gallery at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openLoaded(page, '/');
      await expect(page.getByTestId('hero-poster')).toHaveJSProperty('complete', true);
      // The poster is the loop's first frame; the moving video is hidden so the picture holds still.
      await page.getByTestId('hero-video').evaluate((video) => (video.style.visibility = 'hidden'));
      await expectReadableOverPictures(page, `poster at ${viewport.width} px`);

      // The probe left the words transparent: a fresh page, this time for a visitor who wants no motion.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.reload();
      await contentLoaded(page);
      await expect(page.getByTestId('hero-still')).toHaveJSProperty('complete', true);
      await expectReadableOverPictures(page, `still at ${viewport.width} px`);
    });
  }
});

test.describe('prefers-reduced-motion (WCAG 2.3.3)', () => {
  test.use({ reducedMotion: 'reduce' });

  test('home: a still hero, final numbers, a slider that waits, and no animation that lasts', async ({
    page,
  }) => {
    await seedCart(page, [{ ...SKY_PANEL, qty: 1 }]);
    await openLoaded(page, '/');
    await expect(page.getByTestId('hero-still')).toBeVisible();
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
    for (const block of await page.locator('main [data-block]').all()) await block.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-block="stats"]').getByTestId('counter-value')).toHaveText([
      '15',
      '1,250+',
      '42',
      '4,800+',
    ]);
    await expect(page.locator('[data-block="progress"]').getByTestId('progress-value')).toHaveText([
      '89%',
      '93%',
      '75%',
    ]);
    const slider = page.getByRole('region', { name: 'Client testimonials' });
    await expect(slider.getByRole('button', { name: 'Stop automatic sliding' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.locator('[data-block="gallery"] figure').first().hover();
    await page.getByRole('button', { name: 'Equipment', exact: true }).click();
    await page.getByRole('button', { name: /^Cart, / }).click();
    await expect(page.getByRole('dialog', { name: 'CART (1 item)' })).toBeVisible();

    expect(await lastingAnimations(page)).toEqual([]);
  });

  test('a list while it loads: the skeletons and the spinner hold still', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/equipments/list', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/equipments');
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(1);
    expect(await lastingAnimations(page)).toEqual([]);
    release();
    await contentLoaded(page);
  });
});
