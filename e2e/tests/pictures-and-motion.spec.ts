import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { contentLoaded, contrastOverPicture, lastingAnimations, openLoaded, PHONE } from './a11y-support.ts';
import { seedCart, SKY_PANEL } from './cart-quote-support.ts';

// What axe cannot see: the contrast of text laid over pictures, and motion for those who want none.

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
      await expect(page.getByTestId('hero-picture')).toHaveJSProperty('complete', true);
      // The poster is the loop's first frame; the moving video is hidden so the picture holds still.
      await page.getByTestId('hero-video').evaluate((video) => (video.style.visibility = 'hidden'));
      await expectReadableOverPictures(page, `poster at ${viewport.width} px`);

      // The probe left the words transparent: a fresh page, this time for a visitor who wants no motion.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.reload();
      await contentLoaded(page);
      await expect(page.getByTestId('hero-picture')).toHaveJSProperty('complete', true);
      expect(
        await page.getByTestId('hero-picture').evaluate((image: HTMLImageElement) => image.currentSrc),
      ).toContain('/hero-still.');
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
    await expect(page.getByTestId('hero-picture')).toBeVisible();
    await expect
      .poll(() => page.getByTestId('hero-picture').evaluate((image: HTMLImageElement) => image.currentSrc))
      .toContain('/hero-still.');
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
    // The first page comes with the HTML: a change of order is what loads in the page.
    await page.getByRole('combobox', { name: 'Order' }).selectOption('asc');
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(1);
    expect(await lastingAnimations(page)).toEqual([]);
    release();
    await contentLoaded(page);
  });
});
