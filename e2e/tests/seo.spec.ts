import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { SiteRoute } from '@rental/shared/testing/site-routes.ts';
import { allowConsoleErrors, changeApiAnswers, expect, pageHeading, SITE_ROUTES, test } from './fixtures.ts';

const SITE_NAME = 'Doral Production Rentals';

interface Named {
  id: number;
  title?: string;
  name?: string;
  description: string;
}
interface CategoryRow {
  id: number;
  title: string;
  subcategories: { id: number; title: string }[];
}

/** What a crawler reads in the head once the page has rendered. */
function readHead(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string, attribute: string) =>
      Array.from(document.querySelectorAll(selector)).map((element) => element.getAttribute(attribute));
    return {
      titles: Array.from(document.querySelectorAll('title')).map((title) => title.textContent),
      descriptions: all('meta[name="description"]', 'content'),
      canonicals: all('link[rel="canonical"]', 'href'),
      alternates: Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
      robots: all('meta[name="robots"]', 'content'),
      openGraph: Object.fromEntries(
        Array.from(
          document.querySelectorAll('meta[property^="og:"]:not([property="og:locale:alternate"])'),
        ).map((meta) => [meta.getAttribute('property'), meta.getAttribute('content')]),
      ),
      twitterCard: all('meta[name="twitter:card"]', 'content'),
    };
  });
}

const jsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .allTextContents()
    .then((blocks) => blocks.map((text) => JSON.parse(text) as Record<string, unknown>));

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  return ((await (await request.get(`/api/v1${path}`)).json()) as { data: T }).data;
}

/**
 * An English text of a remote's (`content`, `catalogue`, `cart-quote`), as its pages put it in the head,
 * with its `{{values}}` filled.
 */
function englishText(remote: string, key: string, values: Record<string, string> = {}): string {
  const file = path.join(import.meta.dirname, `../../mf-${remote}/src/i18n/locales/en.json`);
  const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
  if (typeof text !== 'string') throw new Error(`mf-${remote} has no English text ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/**
 * The part of each page's title before the site's name, from the texts its page uses and the seeded
 * data: one for each address of `SITE_ROUTES`, which the typecheck holds to the declared pages.
 */
async function expectedTitles(request: APIRequestContext): Promise<Record<SiteRoute, string>> {
  const [categories, equipment, service, pack] = await Promise.all([
    apiData<CategoryRow[]>(request, '/get_categories'),
    apiData<Named>(request, '/equipments/2'),
    apiData<Named>(request, '/services/1/show'),
    apiData<Named>(request, '/packages/1/show'),
  ]);
  const lighting = categories.find(({ id }) => id === 1)!;
  const firstSubcategory = lighting.subcategories.find(({ id }) => id === 1)!;
  const names = { category: lighting.title, subcategory: firstSubcategory.title };
  return {
    '/': englishText('content', 'seo.homeTitle'),
    '/equipments': englishText('catalogue', 'seo.equipmentTitle'),
    '/equipments/1': englishText('catalogue', 'seo.categoryTitle', names),
    '/equipments/1/1': englishText('catalogue', 'seo.subcategoryTitle', names),
    '/equipments/2/details': equipment.name!,
    '/services': englishText('catalogue', 'seo.servicesTitle'),
    '/services/1/show': service.title!,
    '/packages': englishText('catalogue', 'seo.packagesTitle'),
    '/packages/1/show': pack.name!,
    '/latest-projects': englishText('content', 'projects.title'),
    '/about-us': englishText('content', 'about.title'),
    '/contact-us': englishText('content', 'contact.title'),
    '/request-quote': englishText('cart-quote', 'quoteTitle'),
  };
}

test.describe('what search engines read', () => {
  test('every page has one title, description and canonical address of its own, and link-preview tags', async ({
    page,
    request,
  }) => {
    const titles = await expectedTitles(request);
    const descriptions = new Set<string>();
    for (const route of SITE_ROUTES) {
      await page.goto(`${route}?mf=content:stable&lang=en`);
      await pageHeading(page);
      await expect(page, route).toHaveTitle(`${titles[route]} | ${SITE_NAME}`);
      const head = await readHead(page);
      const address = new URL(route, page.url()).href;
      expect(head.titles, route).toHaveLength(1);
      expect(head.descriptions, route).toHaveLength(1);
      const [description] = head.descriptions;
      expect(description?.length, route).toBeGreaterThan(20);
      expect(description!.length, route).toBeLessThanOrEqual(155);
      descriptions.add(description!);
      expect(head.canonicals, route).toEqual([address]);
      expect(head.robots, route).toEqual([]);
      expect(head.alternates, route).toEqual([
        ['en', address],
        ['ht', `${address}?lang=ht`],
        ['es', `${address}?lang=es`],
        ['fr', `${address}?lang=fr`],
        ['x-default', address],
      ]);
      expect(head.openGraph, route).toEqual({
        'og:type': 'website',
        'og:site_name': SITE_NAME,
        'og:title': titles[route],
        'og:description': description,
        'og:url': address,
        'og:locale': 'en_US',
        'og:image': new URL('/api/v1/media/home/hero-still.webp', page.url()).href,
      });
      expect(head.twitterCard, route).toEqual(['summary_large_image']);
    }
    expect(descriptions.size).toBe(SITE_ROUTES.length);
  });

  test('a detail page is titled and described by its item, with breadcrumbs down to it', async ({
    page,
    request,
  }) => {
    const item = await apiData<Named & { subcategory: { id: number; title: string; category_id: number } }>(
      request,
      '/equipments/2',
    );
    await page.goto('/equipments/2/details');
    await expect(page).toHaveTitle(`${item.name} | ${SITE_NAME}`);
    const [description] = (await readHead(page)).descriptions;
    expect(item.description.replace(/\s+/g, ' ').startsWith(description!.replace(/…$/, ''))).toBe(true);
    const origin = new URL(page.url()).origin;
    const [breadcrumbs] = await jsonLd(page);
    expect(breadcrumbs).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
    });
    const steps = breadcrumbs!.itemListElement as { position: number; name: string; item: string }[];
    expect(steps.map(({ position }) => position)).toEqual([1, 2, 3, 4, 5]);
    expect(steps.map(({ name }) => name)).toEqual([
      'Home',
      'Equipment',
      expect.any(String),
      item.subcategory.title,
      item.name,
    ]);
    expect(steps.at(-1)?.item).toBe(`${origin}/equipments/2/details`);
    expect(steps[3]?.item).toBe(
      `${origin}/equipments/${item.subcategory.category_id}/${item.subcategory.id}`,
    );

    for (const route of ['/services/1/show', '/packages/1/show']) {
      await page.goto(route);
      await pageHeading(page);
      const [trail] = await jsonLd(page);
      expect(trail?.['@type'], route).toBe('BreadcrumbList');
      expect((trail!.itemListElement as unknown[]).length, route).toBe(3);
    }
  });

  test('home and contact describe the company as a local business in Doral, Florida', async ({ page }) => {
    for (const route of ['/', '/contact-us']) {
      await page.goto(route);
      await pageHeading(page);
      const blocks = await jsonLd(page);
      expect(blocks, route).toHaveLength(1);
      expect(blocks[0], route).toMatchObject({
        '@type': 'LocalBusiness',
        name: SITE_NAME,
        telephone: '+13055550142',
        address: { '@type': 'PostalAddress', addressLocality: 'Doral', addressRegion: 'FL' },
        openingHoursSpecification: [{ opens: '08:00', closes: '18:00' }],
      });
    }
  });

  test('the head follows client-side navigation and a change of language', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(`Production equipment rentals in Miami | ${SITE_NAME}`);
    await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveTitle(`Production services | ${SITE_NAME}`);
    let head = await readHead(page);
    expect(head.titles).toHaveLength(1);
    expect(head.descriptions).toHaveLength(1);
    expect(head.canonicals).toEqual([new URL('/services', page.url()).href]);
    expect(await jsonLd(page)).toEqual([]);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect(page).toHaveTitle(`Servicios de producción | ${SITE_NAME}`);
    head = await readHead(page);
    expect(head.titles).toHaveLength(1);
    expect(head.descriptions[0]).toMatch(/^Diseño de iluminación/);
    expect(head.canonicals).toEqual([new URL('/services?lang=es', page.url()).href]);
    expect(head.openGraph['og:locale']).toBe('es_US');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('a catalogue name that would end a script block stays data', async ({ page }) => {
    const hostile = '</script><script>window.__pwned=1</script><!--';
    // The detail is asked in the page's language (?lang=).
    await changeApiAnswers<{ data: { name: string } }>(page, /\/api\/v1\/equipments\/2(\?|$)/, (body) => {
      body.data.name = `Hostile ${hostile}`;
    });
    // Opened from the list, the page asks the API from the browser, where this answer is changed.
    await page.goto('/equipments');
    await page.locator('main a[href="/equipments/2/details"]').first().click();
    await expect(page).toHaveTitle(`Hostile ${hostile} | ${SITE_NAME}`);
    const [breadcrumbs] = await jsonLd(page);
    expect((breadcrumbs!.itemListElement as { name: string }[]).at(-1)?.name).toBe(`Hostile ${hostile}`);
    expect(await page.locator('script[type="application/ld+json"]').innerHTML()).not.toContain('</script>');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('robots.txt names the sitemap, and the sitemap lists a seeded detail page', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const origin = new URL(robots.url()).origin;
    expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);

    const index = await request.get('/sitemap.xml');
    expect(index.headers()['content-type']).toContain('application/xml');
    const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    const files = locations(await index.text());
    expect(files).toContain(`${origin}/sitemap-pages.xml`);
    const listed: string[] = [];
    for (const file of files) listed.push(...locations(await (await request.get(file)).text()));
    expect(listed).toContain(`${origin}/equipments/2/details`);
    expect(listed).toContain(`${origin}/contact-us`);
  });
});

test.describe('an address that names no page', () => {
  /** The browser's own line for the API's 404 answer to an unknown item. */
  test.use({
    allowedConsoleErrors: allowConsoleErrors(
      /^Failed to load resource: the server responded with a status of 404/,
    ),
  });

  test('is kept out of search results', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle(`Page not found | ${SITE_NAME}`);
    const head = await readHead(page);
    expect(head.robots).toEqual(['noindex']);
    expect(head.canonicals).toEqual([]);
    await page.goto('/equipments/999999/details');
    await expect(page).toHaveTitle(`Item not found | ${SITE_NAME}`);
    expect((await readHead(page)).robots).toEqual(['noindex']);
  });
});
