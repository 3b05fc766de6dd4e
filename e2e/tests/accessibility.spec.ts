import { expect, SITE_ROUTES, test } from './fixtures.ts';
import { expectNoSideScroll, expectNoViolations, openLoaded, PHONE } from './a11y-support.ts';
import { GRIP_TRUCK, seedCart, SKY_PANEL } from './cart-quote-support.ts';

/** The main routes, checked again at phone width. */
const MAIN_ROUTES = ['/', '/equipments', '/equipments/2/details', '/packages', '/request-quote'];

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
    // The header is the same on every page; this one has no hero video, whose decoding on a busy
    // two-core runner once starved the frames a click waits for until the test's time ran out.
    await openLoaded(page, '/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Equipment', exact: true }).click();
    await expect(page.getByTestId('mega-columns')).toBeVisible();
    await nav.getByRole('list', { name: 'Equipment categories' }).getByRole('button').nth(1).click();
    await expectNoViolations(page, 'mega menu open', 'header');

    await page.getByRole('button', { name: 'Search equipment' }).click();
    await expect(page.getByRole('combobox', { name: 'Search equipment' })).toBeFocused();
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
