import type { Page } from '@playwright/test';
import { PHONE } from './a11y-support.ts';
import { GRIP_TRUCK } from './cart-quote-support.ts';
import { expect, pageHeading, test } from './fixtures.ts';

/** Where each card of the first two rows sits and how tall it is, in the page's coordinates. */
async function cardPlaces(page: Page) {
  return page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.slice(0, 8).map((card) => {
        const box = card.closest('li')!.getBoundingClientRect();
        return { top: Math.round(box.top + window.scrollY), height: Math.round(box.height) };
      }),
    );
}

for (const [screen, viewport] of [
  ['a desktop', { width: 1440, height: 900 }],
  ['a phone', PHONE],
] as const) {
  test(`on ${screen}, an opened package list moves and stretches no card, and shows whole over those below`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/packages');
    await pageHeading(page);
    const card = page.getByRole('main').getByRole('article').filter({ hasText: GRIP_TRUCK.name });
    await expect(card.getByRole('listitem')).toHaveCount(5);
    const before = await cardPlaces(page);

    const toggle = card.getByRole('button', { name: /^Show (more|less)$/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = card.getByRole('listitem');
    expect(await items.count()).toBeGreaterThan(5);

    // The grid is as it was: no row grew to the opened list, no neighbour was stretched or pushed down.
    expect(await cardPlaces(page)).toEqual(before);
    // The whole list is on top, line by line: of the card's own Add to Cart and of the cards below.
    const hidden = await items.evaluateAll((lines) =>
      lines
        .filter((line) => {
          line.scrollIntoView({ block: 'center', behavior: 'instant' });
          const box = line.getBoundingClientRect();
          return !line.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
        })
        .map((line) => line.textContent),
    );
    expect(hidden).toEqual([]);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await cardPlaces(page)).toEqual(before);
  });
}
