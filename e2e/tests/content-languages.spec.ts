import type { Page } from '@playwright/test';
import { categories } from '../../api/src/seed/data/catalogue.ts';
import { packages } from '../../api/src/seed/data/packages.ts';
import { projects } from '../../api/src/seed/data/projects.ts';
import { services } from '../../api/src/seed/data/services.ts';
import { staff } from '../../api/src/seed/data/staff.ts';
import { contentByLanguage } from '../../api/src/seed/content-translations.ts';
import { expect, pageHeading, SITE_ROUTES, test } from './fixtures.ts';

type Translated = keyof typeof contentByLanguage;

/** Detail pages of each kind opened per language, out of those the translators wrote. */
const DETAIL_SAMPLE = 3;

const equipmentById = new Map(
  categories.flatMap((c) => c.subcategories.flatMap((s) => s.equipment)).map((e) => [e.id, e]),
);
const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
const servicesById = byId(services);
const packagesById = byId(packages);
const projectsById = byId(projects);
const staffById = byId(staff);

/** A text's sentences, or the whole text when it is a title: what a page must not show untranslated. */
const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);

/**
 * Every English sentence of the seed content that the translators wrote in `language`: read from their maps,
 * so the journey checks every text as soon as it is translated. A translation equal to the English (a
 * French "Concert") is not a sentence left in English.
 */
function englishSentences(language: Translated): string[] {
  const content = contentByLanguage[language];
  const pairs: [english: string, translated: string][] = [];
  const ids = (record: object) => Object.keys(record).map(Number);
  for (const id of ids(content.equipment))
    pairs.push([equipmentById.get(id)!.description, content.equipment[id]!]);
  for (const id of ids(content.services)) {
    const english = servicesById.get(id)!;
    pairs.push([english.title, content.services[id]!.title]);
    pairs.push([english.description, content.services[id]!.description]);
  }
  for (const id of ids(content.packages)) {
    const english = packagesById.get(id)!;
    pairs.push([english.name, content.packages[id]!.name]);
    pairs.push([english.description, content.packages[id]!.description]);
  }
  for (const id of ids(content.projects)) {
    const english = projectsById.get(id)!;
    pairs.push([english.category, content.projects[id]!.category]);
    pairs.push([english.description, content.projects[id]!.description]);
  }
  for (const id of ids(content.staff)) pairs.push([staffById.get(id)!.title, content.staff[id]!.title]);
  return pairs
    .filter(([english, translated]) => english !== translated)
    .flatMap(([english]) => sentencesOf(english));
}

/**
 * Names the company writes the same in every language (an item's brand and model, a project's title, a
 * package's items): some hold a package's English name ("Isuzu NRR 3-Ton Grip & Lighting Truck"), which is
 * no sentence left untranslated there.
 */
const namesAsWritten = [
  ...[...equipmentById.values()].map((item) => item.name),
  ...projects.map((project) => project.title),
  ...packages.flatMap((pack) => pack.items.map((item) => item.item_name)),
].sort((a, b) => b.length - a.length);

const withoutNames = (text: string) =>
  namesAsWritten.reduce((rest, name) => rest.split(name).join(' '), text);

/** Every route of the site, and a sample of the detail pages of the items translated in `language`. */
function pagesIn(language: Translated): string[] {
  const content = contentByLanguage[language];
  const sample = (record: object) => Object.keys(record).slice(0, DETAIL_SAMPLE);
  return [
    ...SITE_ROUTES,
    ...sample(content.equipment).map((id) => `/equipments/${id}/details`),
    ...sample(content.services).map((id) => `/services/${id}/show`),
    ...sample(content.packages).map((id) => `/packages/${id}/show`),
  ];
}

/** The text a visitor sees, leaving out what is marked as English (WCAG 3.1.2). */
const visibleTextNotMarkedEnglish = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript')) continue;
      // A text is in the language its nearest `lang` names; the page's own is on <html>.
      const marked = parent.closest('[lang]');
      if (marked && marked !== document.documentElement && marked.getAttribute('lang') === 'en') continue;
      if (parent.getClientRects().length === 0 || getComputedStyle(parent).visibility === 'hidden') continue;
      texts.push(node.textContent ?? '');
    }
    return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => text.length > 0);
  });

/**
 * The English sentences a page shows: a sentence anywhere in its text, a title of a word or two (a
 * project's category, "News") only as a text of its own, since as part of a longer text it is a name
 * ("SunCoast News 7").
 */
function englishShown(sentences: string[], texts: string[]): string[] {
  const whole = withoutNames(texts.join(' '));
  const own = new Set(texts);
  return sentences.filter((sentence) =>
    sentence.split(' ').length <= 2 ? own.has(sentence) : whole.includes(sentence),
  );
}

for (const language of ['ht', 'es', 'fr'] as const) {
  test.describe(`the company's texts in ${language}`, () => {
    const sentences = englishSentences(language);

    test(`no page shows an English sentence of the seed content unmarked`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(`/?lang=${language}`);
      for (const path of pagesIn(language)) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const left = englishShown(sentences, await visibleTextNotMarkedEnglish(page));
        expect(left, `${path} in ${language}`).toEqual([]);
      }
    });
  });
}

test('the check sees an English sentence of the seed where an English page shows it', async ({ page }) => {
  const [id] = Object.keys(contentByLanguage.es.services);
  await page.goto(`/services/${id}/show?lang=en`);
  expect(englishShown(englishSentences('es'), await visibleTextNotMarkedEnglish(page))).not.toEqual([]);
});

test('switching the language in the header reads the page again in it', async ({ page }) => {
  const [id] = Object.keys(contentByLanguage.es.services).map(Number);
  await page.goto(`/services/${id}/show?lang=en`);
  await expect(await pageHeading(page)).toHaveText(servicesById.get(id!)!.title);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(await pageHeading(page)).toHaveText(contentByLanguage.es.services[id!]!.title);
  await expect(page.getByText(contentByLanguage.es.services[id!]!.description)).toBeVisible();
});

test('the cart and the suggestions name services in the language the page is read in', async ({ page }) => {
  const id = 6;
  const [spanish, french] = [contentByLanguage.es.services[id]!, contentByLanguage.fr.services[id]!];
  await page.goto(`/services/${id}/show?lang=es`);
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('fr');
  await expect(await pageHeading(page)).toHaveText(french.title);
  await page.getByRole('button', { name: /^Panier, 1 article/ }).click();
  const cart = page.getByRole('dialog');
  await expect(cart.getByRole('link', { name: french.title })).toBeVisible();
  await expect(cart.getByRole('link', { name: spanish.title })).toHaveCount(0);
  await cart.getByRole('button', { name: 'Fermer le panier' }).click();

  await page.getByRole('button', { name: 'Rechercher de l’équipement' }).click();
  await page.getByRole('combobox', { name: 'Rechercher de l’équipement' }).fill('groupe electrogene');
  const services = page.getByRole('listbox').getByRole('group', { name: 'Services' });
  await expect(services.getByRole('option', { name: french.title })).toBeVisible();
});
