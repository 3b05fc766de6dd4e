import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { contentLoaded, PHONE } from './a11y-support.ts';
import { seedCart, SKY_PANEL, storedQuotes, typedDate, uniqueEmail } from './cart-quote-support.ts';
import { describeFocused, focusIndicator, smallTargets, tabTo } from './keyboard-support.ts';

const press = (page: Page, ...keys: string[]) =>
  keys.reduce((done, key) => done.then(() => page.keyboard.press(key)), Promise.resolve());

test.describe('keyboard only', () => {
  test('from the home page to a submitted quote request, without a mouse', async ({ page, request }) => {
    test.slow(); // one long journey across three remotes, on purpose
    const email = uniqueEmail('keyboard');
    await page.goto('/');
    await contentLoaded(page);

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    const equipment = page.getByRole('button', { name: 'Equipment', exact: true });
    await tabTo(page, equipment, { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await expect(equipment).toHaveAttribute('aria-expanded', 'true');
    const categories = page.getByRole('list', { name: 'Equipment categories' }).getByRole('button');
    await page.keyboard.press('Tab');
    await expect(categories.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const category = categories.nth(1);
    await expect(category).toBeFocused();
    await expect(category).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    const allInCategory = page.getByRole('link', { name: `All ${await category.textContent()}` });
    await expect(allInCategory).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/equipments\/\d+$/);
    await contentLoaded(page);

    const add = page.getByRole('button', { name: /^Add to Cart: / }).first();
    const itemName = (await add.getAttribute('aria-label'))?.replace(/^Add to Cart: /, '') ?? '';
    await tabTo(page, add);
    await page.keyboard.press('Space');
    await expect(page.getByTestId('added-notice')).toContainText(itemName);
    const cart = page.getByRole('button', { name: 'Cart, 1 item' });
    await tabTo(page, cart, { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    const sidebar = page.getByRole('dialog', { name: 'CART (1 item)' });
    await expect(sidebar.getByRole('link', { name: itemName })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Close the cart' })).toBeFocused();
    await tabTo(page, sidebar.getByRole('link', { name: 'Go to Request a Quote' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/request-quote$/);
    await expect(sidebar).toBeHidden();
    await contentLoaded(page);

    await tabTo(page, page.getByLabel('First name'));
    await page.keyboard.type('Ana');
    await press(page, 'Tab');
    await expect(page.getByLabel('Last name')).toBeFocused();
    await page.keyboard.type('Pierre');
    await press(page, 'Tab', 'Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(email);
    await press(page, 'Tab');
    const dialCode = page.getByRole('combobox', { name: 'Country code' });
    await expect(dialCode).toBeFocused();
    await page.keyboard.type('Hayti');
    await expect(dialCode).toHaveValue('HT+509');
    await press(page, 'Tab');
    await expect(page.getByRole('textbox', { name: 'Phone' })).toBeFocused();
    await page.keyboard.type('3412 3456');
    await press(page, 'Tab');
    await expect(page.getByRole('radio', { name: 'Needs delivery' })).toBeFocused();
    await press(page, 'ArrowRight');
    await expect(page.getByRole('radio', { name: 'Pick up' })).toBeChecked();

    for (const [label, value] of [
      ['Pick-up date', typedDate(10, '10:00')],
      ['Return date', typedDate(12, '10:00')],
    ] as const) {
      await press(page, 'Tab');
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toBeFocused();
      await page.keyboard.type(value);
      await press(page, 'Escape');
      // The date picker blurs its field on Escape and gives the focus back a task later: a Tab pressed
      // before that would start from the page and lose its place.
      await expect(field).toBeFocused();
      await expect(field).toHaveValue(value);
    }
    await expect(page.getByText('2 days')).toBeVisible();
    await press(page, 'Tab');
    await expect(page.getByRole('button', { name: 'Request the quote' })).toBeFocused();
    await press(page, 'Enter');

    await expect(page.getByRole('status').filter({ hasText: 'Quote requested successfully!' })).toBeVisible();
    const [stored] = await storedQuotes(request, email);
    expect(stored).toMatchObject({
      customerName: 'Ana Pierre',
      customerPhone: '+509 3412 3456',
      deliveryZip: '00000',
      totalDays: 2,
      items: [{ itemType: 'equipment', quantity: 1 }],
    });
  });
});

test.describe('the equipment menu is a disclosure, not an ARIA menu', () => {
  test('its trigger is a button that says whether the panel it controls is open', async ({ page }) => {
    await page.goto('/');
    await contentLoaded(page);
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Equipment' });
    expect(await trigger.evaluate((element) => element.tagName)).toBe('BUTTON');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(page.locator('[role="menu"], [role="menubar"], [role="menuitem"]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('on a phone too', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await contentLoaded(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`)).toBeVisible();
    const equipment = nav.getByRole('button', { name: 'Equipment' });
    await equipment.focus();
    await page.keyboard.press('Enter');
    await expect(equipment).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${await equipment.getAttribute('aria-controls')}"]`)).toBeVisible();
    await expect(page.locator('[role="menu"], [role="menubar"], [role="menuitem"]')).toHaveCount(0);
  });
});

test.describe('visible focus (WCAG 2.4.7)', () => {
  // A still page: only focus may change what the two photographs of each stop show.
  test.use({ reducedMotion: 'reduce' });
  /** The header's stops once, then each page's own, reached through the skip link. */
  const SAMPLES = [
    { route: '/', stops: 18, skipHeader: false },
    { route: '/equipments', stops: 10, skipHeader: true },
    { route: '/equipments/2/details', stops: 8, skipHeader: true },
    { route: '/request-quote', stops: 14, skipHeader: true },
    { route: '/contact-us', stops: 10, skipHeader: true },
  ];
  for (const { route, stops, skipHeader } of SAMPLES) {
    test(`every Tab stop on ${route} shows a ring`, async ({ page }) => {
      test.slow(); // two photographs per stop
      await seedCart(page, [{ ...SKY_PANEL, qty: 2 }]);
      await page.goto(route);
      await contentLoaded(page);
      if (skipHeader) await press(page, 'Tab', 'Enter');
      const missing: string[] = [];
      for (let stop = 0; stop < stops; stop++) {
        await page.keyboard.press('Tab');
        const indicator = await focusIndicator(page);
        if (indicator.changedPixels < indicator.perimeter)
          missing.push(`${indicator.element}: ${indicator.changedPixels} of ${indicator.perimeter} px`);
      }
      expect(missing, 'Tab stops whose focus is not clearly visible').toEqual([]);
    });
  }
});

test.describe('the fixed header never hides the focused control (WCAG 2.4.11)', () => {
  for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
    test(`Tab down and Shift+Tab back up a long list at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/equipments');
      await contentLoaded(page);
      const header = page.getByRole('banner');
      const covered: string[] = [];
      const check = async () => {
        const overlap = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement;
          const bar = document.querySelector('header') as HTMLElement;
          if (getComputedStyle(bar).position !== 'fixed' || bar.contains(focused)) return 0;
          return Math.max(0, bar.getBoundingClientRect().bottom - focused.getBoundingClientRect().top);
        });
        if (overlap > 0) covered.push(`${await describeFocused(page)} under the header by ${overlap} px`);
      };
      for (let stop = 0; stop < 40; stop++) await page.keyboard.press('Tab');
      await expect(header).toHaveAttribute('data-fixed', 'true');
      for (let stop = 0; stop < 30; stop++) {
        await page.keyboard.press('Shift+Tab');
        await check();
      }
      expect(covered).toEqual([]);
    });
  }
});

test.describe('targets of at least 24 × 24 px at phone width (WCAG 2.5.8)', () => {
  test.use({ viewport: PHONE });
  for (const route of [
    '/',
    '/equipments',
    '/equipments/2/details',
    '/packages',
    '/request-quote',
    '/contact-us',
  ]) {
    test(route, async ({ page }) => {
      await seedCart(page, [{ ...SKY_PANEL, qty: 2 }]);
      await page.goto(route);
      await contentLoaded(page);
      expect(await smallTargets(page)).toEqual([]);
    });
  }

  test('the phone menu and the cart sidebar', async ({ page }) => {
    await seedCart(page, [{ ...SKY_PANEL, qty: 2 }]);
    await page.goto('/');
    await contentLoaded(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Equipment' }).click();
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole('button', { name: /^Cart, / }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  });
});
