import type { Locator, Page } from '@playwright/test';
import { PHONE } from './a11y-support.ts';
import { expect, pageHeading, test } from './fixtures.ts';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls the page so that `element` ends `fromBottom` px above the screen's bottom edge. */
async function placeNearBottom(page: Page, element: Locator, fromBottom: number) {
  await element.evaluate((node, gap) => {
    const box = node.getBoundingClientRect();
    window.scrollBy({ top: box.bottom - (window.innerHeight - gap), behavior: 'instant' });
  }, fromBottom);
}

/** The notice on screen, and every control that must stay uncovered by it. */
async function expectClearOf(page: Page, controls: Locator[]) {
  const notice = page.getByTestId('added-notice');
  await expect(notice).toBeVisible();
  // Its entrance is a short rise; measured where it settles.
  await notice.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
  const noticeBox = (await notice.boundingBox())!;
  for (const control of controls) expect(overlaps(noticeBox, (await control.boundingBox())!)).toBe(false);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the added notice never covers the quantity and the button just used', async ({ page }) => {
    await page.goto('/equipments/2/details');
    await pageHeading(page);
    const form = page.getByRole('main').locator('form');
    const controls = [
      form.getByRole('button', { name: 'Decrease the quantity' }),
      form.getByRole('spinbutton', { name: 'Quantity' }),
      form.getByRole('button', { name: 'Increase the quantity' }),
      form.getByRole('button', { name: 'Add to Cart' }),
    ];

    // Low on the screen, where a thumb reaches it.
    await placeNearBottom(page, form, 16);
    await controls[3]!.click();
    await expectClearOf(page, controls);

    // High on the screen, under the header.
    await form.evaluate((node) =>
      window.scrollBy({ top: node.getBoundingClientRect().top - 80, behavior: 'instant' }),
    );
    await controls[3]!.click();
    await expectClearOf(page, controls);
  });

  test('on a list, the notice keeps clear of the card’s Add to Cart', async ({ page }) => {
    await page.goto('/services?lang=es');
    await pageHeading(page);
    const add = page
      .getByRole('main')
      .getByRole('button', { name: /^Añadir al carrito: / })
      .nth(1);
    await placeNearBottom(page, add, 12);
    await add.click();
    await expectClearOf(page, [add]);
  });
});
