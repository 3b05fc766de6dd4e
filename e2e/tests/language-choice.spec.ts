import type { BrowserContext, Page } from '@playwright/test';
import { expect, HYDRATED, test } from './fixtures.ts';

/** docs/product.md#language: the address, then the remembered choice, then English. */
const LANGUAGE_COOKIE = 'doral-rentals.language';

const DETAIL = '/equipments/290/details';

const switcher = (page: Page, name: string) => page.getByRole('banner').getByRole('combobox', { name });

async function rememberedLanguage(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value;
}

/** The page reads in Creole: its `<html lang>`, the header's words and the page's own. */
async function expectCreole(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ht');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Pakèt' })).toBeVisible();
}

test.describe('a language chosen in the switcher sticks', () => {
  test('on a page opened with ?lang=es: reload, Back, Forward and the copied address all show Creole', async ({
    page,
    context,
    browser,
  }) => {
    await page.goto(`${DETAIL}?lang=es`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const entries = await page.evaluate(() => history.length);

    await switcher(page, 'Idioma').selectOption({ label: 'Kreyòl' });
    await expectCreole(page);
    await expect(page.getByRole('main').getByRole('button', { name: 'Mete nan panye' })).toBeVisible();
    await expect(page).toHaveURL(`${DETAIL}?lang=ht`);
    expect(await page.evaluate(() => history.length), 'no new history entry').toBe(entries);
    await expect.poll(() => rememberedLanguage(context)).toBe('ht');

    await page.reload();
    await expectCreole(page);
    await expect(page).toHaveURL(`${DETAIL}?lang=ht`);
    await expect.poll(() => rememberedLanguage(context)).toBe('ht');

    await page.getByRole('banner').getByRole('link', { name: 'Pakèt' }).click();
    await expect(page).toHaveURL('/packages');
    await expectCreole(page);
    await page.goBack();
    await expect(page).toHaveURL(`${DETAIL}?lang=ht`);
    await expectCreole(page);
    await page.goForward();
    await expect(page).toHaveURL('/packages');
    await expectCreole(page);
    await expect.poll(() => rememberedLanguage(context)).toBe('ht');

    const copied = await browser.newContext();
    try {
      const elsewhere = await copied.newPage();
      await elsewhere.goto(`${DETAIL}?lang=ht`);
      await elsewhere.locator(HYDRATED).waitFor({ state: 'attached' });
      await expectCreole(elsewhere);
      await expect.poll(() => rememberedLanguage(copied)).toBe('ht');
    } finally {
      await copied.close();
    }
  });

  test('an older entry that still names the language of before shows the one chosen', async ({ page }) => {
    await page.goto('/equipments?lang=es');
    const search = page.getByRole('main').getByRole('searchbox', { name: 'Buscar equipos' });
    await search.fill('generador');
    await search.press('Enter');
    await expect(page).toHaveURL('/equipments?lang=es&query=generador');

    await switcher(page, 'Idioma').selectOption({ label: 'Kreyòl' });
    await expect(page).toHaveURL('/equipments?lang=ht&query=generador');
    await page.goBack();
    await expect(page).toHaveURL('/equipments?lang=ht');
    await expectCreole(page);
    await page.reload();
    await expectCreole(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, hydrates: false });

  test('a search from a Spanish list is answered in Spanish', async ({ page }) => {
    await page.goto('/equipments?lang=es');
    const search = page.getByRole('main').getByRole('searchbox', { name: 'Buscar equipos' });
    await search.fill('generador');
    await search.press('Enter');
    await expect(page).toHaveURL('/equipments?query=generador&lang=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const main = page.getByRole('main');
    await expect(main.getByTestId('list-summary')).toHaveText(/^Mostrando 1 - 20 de \d+ resultados$/);
    await expect(main.getByRole('combobox', { name: 'Orden' }).locator('option:checked')).toHaveText(
      'Más relevantes',
    );
  });
});
