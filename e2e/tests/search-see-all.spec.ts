import { PHONE } from './a11y-support.ts';
import { expect, test } from './fixtures.ts';

const CASES = [
  { language: 'es', viewport: PHONE, toggle: 'Buscar equipos', words: 'iluminación', list: 'Sugerencias' },
  {
    language: 'en',
    viewport: { width: 1440, height: 900 },
    toggle: 'Search equipment',
    words: 'lighting',
    list: 'Suggestions',
  },
] as const;

for (const { language, viewport, toggle, words, list: listName } of CASES) {
  test(`in ${language} at ${viewport.width} px, "see all results" stays in sight below the suggestions that scroll`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/?lang=${language}`);
    await page.getByRole('button', { name: toggle }).click();
    await page.getByRole('banner').getByRole('combobox', { name: toggle }).pressSequentially(words);
    const list = page.getByRole('listbox', { name: listName });
    const seeAll = list.getByRole('option').last();
    await expect(seeAll).toContainText(words);

    // The suggestions are more than the list shows at once, so it scrolls; the last option is on top
    // of them, inside the list's visible box, wherever the list is scrolled to.
    const placement = () =>
      seeAll.evaluate((option) => {
        const listBox = option.closest('[role="listbox"]')!;
        const within = listBox.getBoundingClientRect();
        const box = option.getBoundingClientRect();
        const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return {
          scrolls: listBox.scrollHeight > listBox.clientHeight,
          // At the list's very foot: nothing of the options scrolling under it shows below it.
          inside:
            box.top >= within.top &&
            Math.abs(box.bottom - within.bottom) <= 1 &&
            box.bottom <= window.innerHeight,
          onTop: option.contains(atCentre),
        };
      });
    expect(await placement()).toEqual({ scrolls: true, inside: true, onTop: true });
    await list.evaluate((listBox) =>
      listBox.scrollTo({ top: listBox.scrollHeight / 2, behavior: 'instant' }),
    );
    expect(await placement()).toEqual({ scrolls: true, inside: true, onTop: true });
  });
}
