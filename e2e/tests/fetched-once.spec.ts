import type { Locator, Page } from '@playwright/test';
import { expect, pageHeading, test } from './fixtures.ts';

/** What the browser says when it fetches a file again instead of using what was preloaded. */
const WASTED_PRELOAD = /integrity|preload.*not used|preloaded.*not used/i;

const CART_SIDEBAR = 'mf_cart_quote/cart-sidebar';

/** Every script and stylesheet the page asks for, preloads and prefetches included, by address. */
function countScriptsAndStyles(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    if (!['script', 'stylesheet'].includes(request.resourceType())) return;
    counts.set(request.url(), (counts.get(request.url()) ?? 0) + 1);
  });
  return counts;
}

/** As a visitor follows a link: the pointer rests on it a moment, then clicks. */
async function follow(link: Locator) {
  await link.hover();
  await link.click();
}

/** Milliseconds from the click on the cart button to the sidebar's module on screen (its own mark). */
async function openCartTimed(page: Page, button: Locator): Promise<number> {
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      () => ((window as Window & { cartClickAt?: number }).cartClickAt = performance.now()),
      { capture: true, once: true },
    );
  });
  await follow(button);
  await expect(page.getByRole('dialog', { name: /^PANIER \(/ })).toBeVisible();
  return page.evaluate((mark) => {
    const shown = performance.getEntriesByName(`remote-rendered:${mark}`)[0]?.startTime ?? NaN;
    return shown - ((window as Window & { cartClickAt?: number }).cartClickAt ?? NaN);
  }, CART_SIDEBAR);
}

test('five pages, the cart and the quote page: each script and stylesheet is fetched once', async ({
  page,
}, testInfo) => {
  const counts = countScriptsAndStyles(page);
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const banner = page.getByRole('banner');

  await page.goto('/?lang=fr');
  await pageHeading(page);
  await follow(banner.getByRole('link', { name: 'Forfaits', exact: true }));
  await expect(page).toHaveURL('/packages');
  await expect(await pageHeading(page)).toHaveText('Forfaits');
  await banner.getByRole('button', { name: 'Équipement', exact: true }).click();
  await follow(banner.getByRole('link', { name: 'Voir tout l’équipement', exact: true }));
  await expect(page).toHaveURL('/equipments');
  await follow(page.getByRole('main').getByRole('article').first().getByRole('link').first());
  await expect(page).toHaveURL(/\/equipments\/\d+\/details$/);
  await pageHeading(page);
  await follow(banner.getByRole('link', { name: 'Services', exact: true }));
  await expect(page).toHaveURL('/services');
  await pageHeading(page);

  const cartOpening = await openCartTimed(page, banner.getByRole('button', { name: /^Panier, / }));
  testInfo.annotations.push({ type: 'first cart opening (ms)', description: cartOpening.toFixed(0) });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await follow(banner.getByRole('link', { name: 'Demander un devis', exact: true }));
  await expect(page).toHaveURL('/request-quote');
  await pageHeading(page);

  const fetchedAgain = [...counts].filter(([, times]) => times > 1);
  testInfo.annotations.push({
    type: 'scripts and stylesheets',
    description: `${counts.size} addresses, ${[...counts.values()].reduce((a, b) => a + b, 0)} requests`,
  });
  expect(fetchedAgain, 'fetched more than once').toEqual([]);
  expect(messages.filter((text) => WASTED_PRELOAD.test(text))).toEqual([]);
});
