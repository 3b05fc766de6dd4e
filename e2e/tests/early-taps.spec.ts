import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const HYDRATED = 'html[data-hydrated]';

/**
 * Holds the shell's start-up scripts until `release` is called, so the page is painted and tappable while
 * it cannot yet answer: the moments after a slow phone has shown a page (docs/decisions/021).
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens a page without waiting for its hydration, as a visitor's thumb does not wait for it (the journeys'
 * `goto` waits for it, and resolves once it comes).
 */
function openUnhydrated(page: Page, path: string) {
  page.goto(path, { waitUntil: 'commit' }).catch(() => undefined);
}

test.describe('taps before the page is hydrated', () => {
  test('"Add to Cart" tapped as soon as it shows adds the item once the page answers', async ({ page }) => {
    const release = await holdScripts(page);
    openUnhydrated(page, '/equipments/1/details');
    const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
    await add.click();
    await expect(page.locator(HYDRATED)).toHaveCount(0);
    release();
    await page.locator(HYDRATED).waitFor({ state: 'attached' });
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page).toHaveURL('/equipments/1/details');
  });

  test('on a phone, the menu tapped before hydration opens once the page answers', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdScripts(page);
    openUnhydrated(page, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(page.locator(HYDRATED)).toHaveCount(0);
    release();
    await page.locator(HYDRATED).waitFor({ state: 'attached' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  test('a link tapped before hydration still goes where it says, without waiting', async ({ page }) => {
    await holdScripts(page);
    openUnhydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/about-us');
  });
});
