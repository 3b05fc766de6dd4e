import { test as base, expect, type Page } from '@playwright/test';

interface SiteFixtures {
  /** Whether the pages run their scripts: off for the journeys of a visitor without JavaScript. */
  hydrates: boolean;
  /** Console errors a test provokes on purpose (e.g. the browser's report of a request it blocked). */
  allowedConsoleErrors: RegExp[];
  /** Console errors and uncaught exceptions seen on the page; a test fails if any is not allowed. */
  consoleErrors: string[];
}

/** The browser's own line for a request that a test made fail. */
export const BLOCKED_REQUEST = /^Failed to load resource: net::ERR_FAILED$/;

/** The browser's own line for a page answered 404, which is what a not-found page is. */
export const NOT_FOUND_PAGE = /^Failed to load resource: the server responded with a status of 404/;

/**
 * The value for `test.use({ allowedConsoleErrors })`: one pattern made of several, because Playwright
 * reads a two-element array there as `[value, fixtureOptions]`.
 */
export const allowConsoleErrors = (...patterns: RegExp[]): RegExp[] => [
  new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|')),
];

/** Set by the shell once React has hydrated the server's page: from then on it answers clicks and typing. */
export const HYDRATED = 'html[data-hydrated]';

/**
 * Every journey fails on an unexpected console error or page exception (epic-stack's rule), and on any
 * word of React about hydration. Opening or reloading a page waits until it is hydrated, as a person's
 * first click would land on a live page.
 */
export const test = base.extend<SiteFixtures>({
  hydrates: [true, { option: true }],
  page: async ({ page, hydrates }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const hydrated = async <T>(response: T) => {
      if (hydrates) await page.locator(HYDRATED).waitFor({ state: 'attached' });
      return response;
    };
    page.goto = async (url, options) => hydrated(await goto(url, options));
    page.reload = async (options) => hydrated(await reload(options));
    await use(page);
  },
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((text) => !allowedConsoleErrors.some((allowed) => allowed.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Changes the API's answers on their way to the page: each answer to a request matching `url` is read,
 * changed by `change` and given to the page instead. When the page moves on while an answer is being read
 * (a navigation that replaces the request), Playwright disposes of that answer and nothing waits for it
 * any more, so it is let go; any other failure fails the test.
 */
export async function changeApiAnswers<Body>(page: Page, url: string | RegExp, change: (body: Body) => void) {
  await page.route(url, async (route) => {
    let body: Body;
    try {
      body = (await (await route.fetch()).json()) as Body;
    } catch (error) {
      if (error instanceof Error && error.message.includes('Response has been disposed')) return;
      throw error;
    }
    change(body);
    await route.fulfill({ json: body });
  });
}

/** Waits until the remote that renders the page has put its heading on screen. */
export async function pageHeading(page: Page) {
  const heading = page.locator('main h1').first();
  await expect(heading).toBeVisible();
  return heading;
}

/**
 * Goes down the page half a screen at a time, a frame or two at each stop, and back to the top, as a
 * reader scrolls: pictures below the first screen load, and animations start, as they come near the
 * screen. It starts once the page's height has held still for a few frames, and goes
 * at most half as far again as that height, so a list that grows as it is scrolled (infinite scroll)
 * grows by about one page, not to its end.
 */
export async function scrollThroughPage(page: Page) {
  await page.evaluate(async () => {
    // A frame, or 100 ms when the browser makes none for a while (a busy machine, a video decoding): the
    // walk goes on either way.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    const height = () => document.documentElement.scrollHeight;
    let settled = height();
    for (let still = 0, frames = 0; still < 10 && frames < 300; frames++) {
      await frame();
      still = height() === settled ? still + 1 : 0;
      settled = height();
    }
    const limit = settled * 1.5;
    for (let y = 0; y < Math.min(height(), limit); y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/** Every route of docs/product.md#routes: each page's example addresses from `SITE_PAGES`. */
export { SITE_ROUTES } from '@rental/shared/testing/site-routes.ts';
