import type { Locator, Page } from '@playwright/test';
import { LANGUAGES } from '@rental/shared/i18n/languages.ts';
import { expect, pageHeading, test } from './fixtures.ts';

/** The narrowest phone the site supports, common phones, a tablet, a small and a large desktop. */
const WIDTHS = [320, 360, 412, 768, 1024, 1440];

interface Fit {
  text: string;
  needed: number;
  shown: number;
}

/**
 * How wide a dropdown is against the width it needs to show its choice whole: a copy of it holding only
 * that choice, beside it and styled by the same rules, with nothing limiting its width.
 */
function fitOf(select: Locator): Promise<Fit> {
  return select.evaluate((element: HTMLSelectElement) => {
    const text = element.selectedOptions[0]?.text ?? '';
    const copy = element.cloneNode(false) as HTMLSelectElement;
    copy.append(new Option(text));
    copy.style.cssText = 'position:absolute;visibility:hidden;width:auto;min-width:0;max-width:none';
    element.after(copy);
    const needed = copy.getBoundingClientRect().width;
    copy.remove();
    return { text, needed, shown: element.getBoundingClientRect().width };
  });
}

async function expectEveryChoiceWhole(page: Page, selects: Locator) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const select of await selects.all()) {
      const fit = await fitOf(select);
      expect(fit.shown, `"${fit.text}" at ${width} px`).toBeGreaterThanOrEqual(fit.needed);
    }
  }
}

test.describe('long translations fit their dropdowns', () => {
  for (const language of LANGUAGES) {
    test(`in ${language}, the language switcher and the list's dropdowns show their choice whole, from phone to desktop`, async ({
      page,
    }) => {
      await page.goto(`/equipments/1?lang=${language}`);
      await pageHeading(page);
      await expectEveryChoiceWhole(page, page.getByRole('banner').getByRole('combobox'));
      await expectEveryChoiceWhole(page, page.getByRole('main').getByRole('combobox'));
    });
  }
});
