import type { Page } from '@playwright/test';
import { PHONE, expectNoViolations } from './a11y-support.ts';
import { expect, pageHeading, test } from './fixtures.ts';

/** The generators of the seed catalogue: its tow-behind and portable inverter subcategories. */
const GENERATOR_SUBCATEGORIES = ['Generadores remolcables', 'Generadores inverter portátiles'];

const headerSearch = (page: Page, name: string) => page.getByRole('banner').getByRole('combobox', { name });

test.describe('the header search suggests as you type', () => {
  test('in Spanish: "generador" suggests generators, the arrow keys and Enter open one, Escape closes', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/?lang=es');
    await page.getByRole('button', { name: 'Buscar equipos' }).click();
    const box = headerSearch(page, 'Buscar equipos');
    await box.pressSequentially('generador');
    const list = page.getByRole('listbox', { name: 'Sugerencias' });
    const equipment = list.getByRole('group', { name: 'Equipos' }).getByRole('option');
    await expect(equipment).toHaveCount(5);
    for (const option of await equipment.all())
      await expect(option).toContainText(new RegExp(GENERATOR_SUBCATEGORIES.join('|')));
    await expect(list.getByRole('group', { name: 'Categorías' })).toContainText('Energía y generadores');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expectNoViolations(page, 'suggestions open', 'header');

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const chosen = equipment.nth(1);
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!);
    const name = (await chosen.locator('span').first().locator('span').first().textContent())!;
    await box.press('Enter');
    await expect(page).toHaveURL(/\/equipments\/\d+\/details$/);
    await expect(await pageHeading(page)).toHaveText(name);

    await page.getByRole('button', { name: 'Buscar equipos' }).click();
    await box.fill('gen');
    await expect(list).toBeVisible();
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toBeVisible();
    await box.press('Escape');
    await expect(box).toBeHidden();
  });

  test('Enter with no suggestion chosen opens every result, best match first', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search equipment' }).click();
    await headerSearch(page, 'Search equipment').pressSequentially('sennhiser');
    await expect(
      page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first(),
    ).toContainText('Sennheiser');
    await headerSearch(page, 'Search equipment').press('Enter');
    await expect(page).toHaveURL('/equipments?query=sennhiser');
    const main = page.getByRole('main');
    await expect(main.getByRole('combobox', { name: 'Order' })).toHaveValue('');
    await expect(main.getByRole('combobox', { name: 'Order' }).locator('option')).toHaveText([
      'Best match',
      'A - Z',
      'Z - A',
    ]);
    await expect(main.getByRole('heading', { level: 2 }).first()).toContainText('Sennheiser');
  });
});

test.describe('the results pages', () => {
  test('a search across services and packages is one click away', async ({ page }) => {
    await page.goto('/equipments?query=generator');
    const kinds = page.getByRole('navigation', { name: 'Results in' });
    await expect(kinds.getByRole('link', { name: 'Equipment' })).toHaveAttribute('aria-current', 'page');
    await kinds.getByRole('link', { name: /^Services \(\d+\)$/ }).click();
    await expect(page).toHaveURL('/services?query=generator');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(
      'Generator & Power Distribution',
    );
  });

  test('a search that found nothing offers the nearest words and categories', async ({ page }) => {
    await page.goto('/equipments?query=senhaizer');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Nothing matched' })).toBeVisible();
    await expect(main.getByText('Did you mean sennheiser?')).toBeVisible();
    await expect(
      main.getByRole('navigation', { name: 'The closest categories' }).getByRole('link'),
    ).toContainText(['Wireless & In-Ear Systems']);
    await main.getByRole('link', { name: 'sennheiser' }).click();
    await expect(page).toHaveURL('/equipments?query=sennheiser');
    await expect(main.getByRole('heading', { level: 2 }).first()).toContainText('Sennheiser');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, hydrates: false });

  test('the server sends the results of a search, in the visitor’s language', async ({ page }) => {
    const response = await page.goto('/equipments?query=generador&lang=es');
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Equipos');
    await expect(main.getByTestId('list-summary')).toHaveText(/^Mostrando 1 - 20 de \d+ resultados$/);
    const kickers = await main.getByRole('article').locator('p').allTextContents();
    expect(
      kickers.slice(0, 10).every((text) => GENERATOR_SUBCATEGORIES.some((title) => text.includes(title))),
    ).toBe(true);
    await expect(main.getByRole('navigation', { name: 'Resultados en' }).getByRole('link')).toHaveCount(3);
  });

  test('the list’s search box sends its words to the list itself', async ({ page }) => {
    await page.goto('/equipments');
    await page.getByRole('main').getByRole('searchbox', { name: 'Search equipment' }).fill('kamera');
    await page.getByRole('main').getByRole('searchbox', { name: 'Search equipment' }).press('Enter');
    await expect(page).toHaveURL('/equipments?query=kamera');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
});
