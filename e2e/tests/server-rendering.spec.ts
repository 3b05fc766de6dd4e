import type { APIRequestContext } from '@playwright/test';
import { expect, NOT_FOUND_PAGE, scrollThroughPage, SITE_ROUTES, test } from './fixtures.ts';

/** What the server's HTML says of a page, before any script runs. */
async function serverHtml(request: APIRequestContext, route: string) {
  const answer = await request.get(route);
  const html = await answer.text();
  const first = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    status: answer.status(),
    title: first(/<title>([^<]*)<\/title>/),
    heading: first(/<main[^>]*>[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/)?.replace(/<[^>]+>/g, ''),
    ogTitle: first(/<meta property="og:title" content="([^"]*)"/),
    ogImage: first(/<meta property="og:image" content="([^"]*)"/),
  };
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<');

test.describe('every page arrives rendered', () => {
  for (const route of SITE_ROUTES) {
    test(`${route}: its heading, title and link-preview tags are in the HTML, and it hydrates without a word from React`, async ({
      page,
      request,
    }) => {
      const server = await serverHtml(request, route);
      expect(server.status).toBe(200);
      expect(server.heading?.trim()).toBeTruthy();
      expect(server.title).toMatch(/ \| Doral Production Rentals$/);
      expect(server.ogTitle).toBeTruthy();
      expect(server.ogImage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/media\//);

      await page.goto(route);
      await expect(page.locator('main h1').first()).toHaveText(decode(server.heading!).trim());
      await expect(page).toHaveTitle(decode(server.title!));
      await scrollThroughPage(page);
    });
  }

  test('the page’s own script arrives without its source’s comments and indentation', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /<script id="_R_">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('largest-contentful-paint');
    expect(script).not.toMatch(/^\s*\/\//m);
    expect(script).not.toMatch(/\n[ \t]/);
  });

  test.describe('an address that names no page', () => {
    test.use({ allowedConsoleErrors: [NOT_FOUND_PAGE] });

    test('answers 404 with the not-found page', async ({ page, request }) => {
      expect((await request.get('/no-such-page')).status()).toBe(404);
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.locator('main h1')).toHaveText('Page not found');
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, hydrates: false });

  test('a list shows its first page and a link to the next, which works and is filed under its own address', async ({
    page,
  }) => {
    await page.goto('/equipments');
    const cards = page.locator('main ul > li article');
    await expect(cards.first()).toBeVisible();
    const firstName = await cards.first().locator('h2, h3').first().textContent();
    await page.locator('main a[href="/equipments?page=2"]').click();
    await expect(page).toHaveURL('/equipments?page=2');
    await expect(cards.first()).toBeVisible();
    expect(await cards.first().locator('h2, h3').first().textContent()).not.toBe(firstName);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL('/equipments?page=2', page.url()).href,
    );
  });

  test('every link of the header leads to a rendered page', async ({ page }) => {
    await page.goto('/');
    await page.locator('header a[href="/services"]').first().click();
    await expect(page.locator('main h1')).toHaveText('Services');
  });

  test('the forms say they need JavaScript', async ({ page }) => {
    for (const route of ['/contact-us', '/request-quote']) {
      await page.goto(route);
      // Playwright's text matching skips <noscript>, which a browser without JavaScript shows.
      await expect(page.locator('main noscript')).toHaveCount(1);
      expect(await page.locator('main noscript').textContent()).toMatch(/needs JavaScript/);
    }
  });
});
