import type { Page } from '@playwright/test';
import { expect, pageHeading, test } from './fixtures.ts';
import { GRIP_TRUCK, LIGHTING_DESIGN, seedCart, SKY_PANEL } from './cart-quote-support.ts';

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, / });
const sidebar = (page: Page) => page.getByRole('dialog', { name: /^CART \(/ });

test.describe('the cart sidebar', () => {
  test('add from the catalogue, adjust in the sidebar, go to the quote page', async ({ page }) => {
    await page.goto('/equipments/2/details');
    await pageHeading(page);
    await page
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
      .click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

    await cartButton(page).click();
    const dialog = sidebar(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'CART (1 item)' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: SKY_PANEL.name })).toHaveAttribute(
      'href',
      '/equipments/2/details',
    );

    const quantity = dialog.getByRole('spinbutton', { name: `Quantity of ${SKY_PANEL.name}` });
    const initial = Number(await quantity.inputValue());
    await dialog.getByRole('button', { name: `Increase the quantity of ${SKY_PANEL.name}` }).click();
    await dialog.getByRole('button', { name: `Increase the quantity of ${SKY_PANEL.name}` }).click();
    await expect(quantity).toHaveValue(String(initial + 2));
    await dialog.getByRole('button', { name: `Decrease the quantity of ${SKY_PANEL.name}` }).click();
    await expect(quantity).toHaveValue(String(initial + 1));

    await dialog.getByRole('link', { name: 'Go to Request a Quote' }).click();
    await expect(page).toHaveURL(/\/request-quote$/);
    await expect(await pageHeading(page)).toHaveText('Request a Quote');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${SKY_PANEL.name}` })).toHaveValue(
      String(initial + 1),
    );
  });

  test('minus at 1 removes the line, remove deletes it, and an empty cart points to the catalogue', async ({
    page,
  }) => {
    await seedCart(page, [
      { ...SKY_PANEL, qty: 1 },
      { ...LIGHTING_DESIGN, qty: 2 },
    ]);
    await page.goto('/');
    await cartButton(page).click();
    const dialog = sidebar(page);
    await dialog.getByRole('button', { name: `Remove ${SKY_PANEL.name} (quantity 1)` }).click();
    await expect(dialog.getByRole('heading', { name: 'CART (1 item)' })).toBeFocused();
    await dialog.getByRole('button', { name: `Remove ${LIGHTING_DESIGN.title}`, exact: true }).click();
    await expect(dialog.getByText('Your cart is empty.')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
    await dialog.getByRole('link', { name: 'Browse the equipment' }).click();
    await expect(page).toHaveURL(/\/equipments$/);
    await expect(dialog).toBeHidden();
  });

  test('is modal: focus moves in, stays in, and returns to the cart button on Escape', async ({ page }) => {
    await seedCart(page, [{ ...GRIP_TRUCK, qty: 1 }]);
    await page.goto('/');
    await pageHeading(page);
    await cartButton(page).click();
    const dialog = sidebar(page);
    await expect(dialog.getByRole('button', { name: 'Close the cart' })).toBeFocused();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `focus inside the dialog after key ${step + 1}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
  });

  test('closes on the cross, on the backdrop and on navigation', async ({ page }) => {
    await seedCart(page, [{ ...GRIP_TRUCK, qty: 1 }]);
    await page.goto('/');
    await pageHeading(page);
    const dialog = sidebar(page);

    await cartButton(page).click();
    await dialog.getByRole('button', { name: 'Close the cart' }).click();
    await expect(dialog).toBeHidden();
    await expect(cartButton(page)).toBeFocused();

    await cartButton(page).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(80, 450);
    await expect(dialog).toBeHidden();
    await expect(cartButton(page)).toBeFocused();

    await cartButton(page).click();
    await dialog.getByRole('link', { name: GRIP_TRUCK.name }).click();
    await expect(page).toHaveURL(/\/packages\/1\/show$/);
    await expect(dialog).toBeHidden();
    await pageHeading(page);

    await page.goto('/request-quote');
    await pageHeading(page);
    await cartButton(page).click();
    await dialog.getByRole('link', { name: 'Go to Request a Quote' }).click();
    await expect(dialog).toBeHidden();
  });
});
