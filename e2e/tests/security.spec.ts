import type { Page } from '@playwright/test';
import { changeApiAnswers, expect, pageHeading, SITE_ROUTES, test } from './fixtures.ts';

/** Records every Content-Security-Policy violation the page reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe('under the Content-Security-Policy', () => {
  test('every page works with zero violations', async ({ page }) => {
    const violations = await watchViolations(page);
    for (const route of SITE_ROUTES) {
      const response = await page.goto(route);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("script-src 'self'");
      // Inline scripts only by their hashes, the same for every visitor of a page, never by a nonce;
      // inline style only in React's style attributes.
      const scriptSrc = /script-src [^;]*/.exec(policy)?.[0];
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).not.toContain("'nonce-");
      expect(scriptSrc).toMatch(/'sha256-[\w+/]+=*'/);
      expect(/style-src [^;]*/.exec(policy)?.[0]).not.toContain('unsafe-inline');
      await pageHeading(page);
      expect(await violations(), route).toEqual([]);
    }
    await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

/** The part of a list's answer these tests change. */
interface ListAnswer<Item> {
  data: Item[];
}

test.describe('text from the API or from visitors', () => {
  const hostile = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>`;

  test('is shown as text and never runs', async ({ page }) => {
    await changeApiAnswers<ListAnswer<{ name: string; subcategory: { title: string } }>>(
      page,
      '**/api/v1/equipments/list',
      ({ data: [first] }) => {
        first!.name = `Hostile ${hostile}`;
        first!.subcategory.title = hostile;
      },
    );
    await changeApiAnswers<ListAnswer<{ firstname: string }>>(
      page,
      '**/api/v1/users/search',
      ({ data: [first] }) => {
        first!.firstname = hostile;
      },
    );
    // Pages opened from a link ask the API from the browser, where these answers are changed.
    await page.goto('/');
    await page.locator('main a[href="/equipments"]').first().click();
    await expect(page.getByText(`Hostile ${hostile}`).first()).toBeVisible();
    await page.locator('footer a[href="/about-us"]').click();
    await expect(page.getByText(hostile).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
