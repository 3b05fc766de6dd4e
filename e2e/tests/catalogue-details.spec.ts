import type { Page } from '@playwright/test';
import { expect, pageHeading, test } from './fixtures.ts';

interface StoredCart {
  items: { id: number; type: string; qty: number }[];
}

const main = (page: Page) => page.getByRole('main');
const badge = (page: Page) => page.getByTestId('cart-count');
const quantity = (page: Page) => main(page).getByRole('spinbutton', { name: 'Quantity' });
const addButton = (page: Page) => main(page).getByRole('button', { name: 'Add to Cart' });
const storedCart = async (page: Page): Promise<StoredCart['items']> =>
  (
    JSON.parse(
      (await page.evaluate(() => localStorage.getItem('doral-rentals.cart'))) ?? '{"items":[]}',
    ) as StoredCart
  ).items;

async function apiItem<T>(page: Page, path: string): Promise<T> {
  return (await (await page.request.get(`/api/v1${path}`)).json()).data;
}

test.describe('detail pages', () => {
  test('equipment: name, "<subcategory> Equipment", description; adds the chosen quantity', async ({
    page,
  }) => {
    const item = await apiItem<{ name: string; description: string; subcategory: { title: string } }>(
      page,
      '/equipments/2',
    );
    await page.goto('/equipments/2/details');
    await expect(await pageHeading(page)).toHaveText(item.name);
    await expect(main(page).getByText(`${item.subcategory.title} Equipment`)).toBeVisible();
    await expect(main(page).getByText(item.description)).toBeVisible();
    await expect(badge(page)).toHaveText('0');

    await quantity(page).fill('3');
    await addButton(page).click();
    await expect(badge(page)).toHaveText('1');
    await expect(
      page.getByRole('status').filter({ hasText: `Added 3 × ${item.name} to your quote` }),
    ).toBeVisible();
    expect(await storedCart(page)).toMatchObject([{ id: 2, type: 'equipment', qty: 3 }]);

    await main(page).getByRole('button', { name: 'Increase the quantity' }).click();
    await expect(quantity(page)).toHaveValue('4');
    await addButton(page).click();
    await expect(badge(page)).toHaveText('1');
    await expect.poll(() => storedCart(page)).toMatchObject([{ id: 2, type: 'equipment', qty: 7 }]);
  });

  test("service: title, the label 'Service' and description; adds the chosen quantity", async ({ page }) => {
    const item = await apiItem<{ title: string; description: string }>(page, '/services/1/show');
    await page.goto('/services/1/show');
    await expect(await pageHeading(page)).toHaveText(item.title);
    await expect(main(page).getByText('Service', { exact: true })).toBeVisible();
    await expect(main(page).getByText(item.description)).toBeVisible();
    await quantity(page).fill('20');
    await addButton(page).click();
    await expect(badge(page)).toHaveText('1');
    expect(await storedCart(page)).toMatchObject([{ id: 1, type: 'service', qty: 20 }]);
  });

  test('package: name, image and every item; adds the chosen quantity', async ({ page }) => {
    const item = await apiItem<{ name: string; package_items: { item_name: string }[] }>(
      page,
      '/packages/1/show',
    );
    await page.goto('/packages/1/show');
    await expect(await pageHeading(page)).toHaveText(item.name);
    await expect(main(page).locator('img').first()).toBeVisible();
    const contents = main(page).getByRole('region', { name: /In this package/ });
    await expect(contents.getByRole('listitem')).toHaveCount(item.package_items.length);
    await expect(contents.getByRole('listitem').last()).toContainText(item.package_items.at(-1)!.item_name);
    await quantity(page).fill('2');
    await addButton(page).click();
    await expect(badge(page)).toHaveText('1');
    expect(await storedCart(page)).toMatchObject([{ id: 1, type: 'package', qty: 2 }]);
  });

  test('the quantity input refuses 0 and 21 with a message', async ({ page }) => {
    await page.goto('/equipments/2/details');
    await pageHeading(page);
    const message = main(page).getByRole('alert');

    await quantity(page).fill('0');
    await expect(message).toHaveText('The quantity must be at least 1.');
    await expect(quantity(page)).toHaveAttribute('aria-invalid', 'true');
    await addButton(page).click();
    await expect(quantity(page)).toBeFocused();

    await quantity(page).fill('21');
    await expect(message).toHaveText('The quantity can be at most 20.');
    await addButton(page).click();
    await expect(badge(page)).toHaveText('0');
    expect(await storedCart(page)).toEqual([]);

    await main(page).getByRole('button', { name: 'Decrease the quantity' }).click();
    await expect(quantity(page)).toHaveValue('20');
    await expect(message).toHaveText('');
  });
});

test.describe('an address that names nothing', () => {
  /** The browser's own line for the API's 404 answer, which is what the page is showing. */
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404/] });

  for (const [path, back] of [
    ['/equipments/99999/details', 'All equipment'],
    ['/services/99999/show', 'All services'],
    ['/packages/99999/show', 'All packages'],
  ] as const) {
    test(`an unknown id (${path}) shows not-found with a way back`, async ({ page }) => {
      await page.goto(path);
      await expect(await pageHeading(page)).toHaveText('Item not found');
      await main(page).getByRole('link', { name: back }).click();
      await expect(page).toHaveURL(new RegExp(`/${path.split('/')[1]}$`));
      await expect(main(page).getByRole('article').first()).toBeVisible();
    });
  }

  test('an unknown category shows not-found with a way back', async ({ page }) => {
    await page.goto('/equipments/999');
    await expect(await pageHeading(page)).toHaveText('Category not found');
    await main(page).getByRole('link', { name: 'See all equipment' }).click();
    await expect(page).toHaveURL('/equipments');
  });
});
