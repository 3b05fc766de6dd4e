import { PHONE } from './a11y-support.ts';
import { expect, pageHeading, test } from './fixtures.ts';

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  for (const language of ['en', 'fr']) {
    test(`in ${language}, nothing of the page shows through the fixed header`, async ({ page }) => {
      await page.goto(`/request-quote?lang=${language}`);
      await pageHeading(page);
      const header = page.getByRole('banner');
      const labels = page.getByRole('main').locator('label');
      // Scrolled so that a label of the form lies right under the header once it is fixed.
      await labels
        .nth(2)
        .evaluate((label) =>
          window.scrollBy({ top: label.getBoundingClientRect().top - 20, behavior: 'instant' }),
        );
      await expect(header).toHaveAttribute('data-fixed', 'true');

      const under = await header.evaluate((banner) => {
        const channels = getComputedStyle(banner).backgroundColor.match(/[\d.]+/g) ?? [];
        const box = banner.getBoundingClientRect();
        const labelsBelow = [...document.querySelectorAll('main label')].filter((label) => {
          const labelBox = label.getBoundingClientRect();
          return labelBox.top < box.bottom && labelBox.bottom > box.top;
        });
        // Every point of the header's box belongs to the header: no page element is painted above it.
        const points = [0.1, 0.3, 0.5, 0.7, 0.9].flatMap((x) =>
          [0.2, 0.5, 0.8].map((y) => [box.left + box.width * x, box.top + box.height * y] as const),
        );
        const foreign = points
          .map(([x, y]) => document.elementFromPoint(x, y))
          .filter((element) => !element || !banner.contains(element))
          .map((element) => element?.outerHTML.slice(0, 80));
        // rgb() has no alpha channel; rgba() and rgb( / a) have a fourth number.
        const alpha = channels.length > 3 ? Number(channels[3]) : 1;
        return { alpha, labelsBelow: labelsBelow.length, foreign };
      });
      expect(under.labelsBelow).toBeGreaterThan(0);
      expect(under.alpha).toBe(1);
      expect(under.foreign).toEqual([]);
    });
  }
});
