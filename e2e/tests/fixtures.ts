import { test as base, expect, type Page } from '@playwright/test';

export interface SiteFixtures {
  /** Console errors a test provokes on purpose (e.g. the browser's report of a request it blocked). */
  allowedConsoleErrors: RegExp[];
  /** Console errors and uncaught exceptions seen on the page; a test fails if any is not allowed. */
  consoleErrors: string[];
}

/** The browser's own line for a request that a test made fail. */
export const BLOCKED_REQUEST = /^Failed to load resource: net::ERR_FAILED$/;

/**
 * The value for `test.use({ allowedConsoleErrors })`: one pattern made of several, because Playwright
 * reads a two-element array there as `[value, fixtureOptions]`.
 */
export const allowConsoleErrors = (...patterns: RegExp[]): RegExp[] => [
  new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|')),
];

/** Every journey fails on an unexpected console error or page exception (epic-stack's rule). */
export const test = base.extend<SiteFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
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

/** Waits until the remote that renders the page has put its heading on screen. */
export async function pageHeading(page: Page) {
  const heading = page.locator('main h1').first();
  await expect(heading).toBeVisible();
  return heading;
}

/**
 * Holds back every request matching `url` until the returned function is called: the app's script to see
 * what the server-written first screen draws, an API answer to see a page while it loads.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The shell's own script, which starts the app. */
export const APP_SCRIPT = /\/main\.[0-9a-f]+\.js$/;

/**
 * Waits until the server-written first screen is on screen as the visitor sees it: its stylesheets loaded
 * and a frame drawn. Measured earlier, a box is laid out without the site's CSS (the body's default 8 px
 * margin, say), which no visitor ever sees: the browser does not paint before those stylesheets arrive.
 */
export async function firstScreenShown(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
      (link) => link.sheet !== null,
    ),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The picture drawn by the server-written first screen, once it is shown and has loaded, and its box. */
export async function firstScreenPicture(page: Page, index = 0) {
  await firstScreenShown(page);
  const picture = page.locator('#first-screen img').nth(index);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  return { picture, box: await picture.boundingBox() };
}

type Box = { x: number; y: number; width: number; height: number } | null;

/** The app draws a box where the first screen drew it: to within half a pixel (layout rounds to 1/64 px). */
export function expectSameBox(drawn: Box, expected: Box) {
  expect(drawn).not.toBeNull();
  expect(expected).not.toBeNull();
  for (const side of ['x', 'y', 'width', 'height'] as const)
    expect(drawn?.[side], side).toBeCloseTo(expected?.[side] ?? Number.NaN, 0);
}

/**
 * Goes down the page half a screen at a time, a frame or two at each stop, and back to the top, as a
 * reader scrolls: blocks below the first screen ask for their data only as they come near the screen.
 * It starts once the page's height has held still for a few frames (long pages mount in steps), and goes
 * at most half as far again as that height, so a list that grows as it is scrolled (infinite scroll)
 * grows by about one page, not to its end.
 */
export async function scrollThroughPage(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
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

/** Every route of SPEC §2, with a seeded id where it needs one. */
export const SITE_ROUTES = [
  '/',
  '/equipments',
  '/equipments/1',
  '/equipments/1/1',
  '/equipments/2/details',
  '/services',
  '/services/1/show',
  '/packages',
  '/packages/1/show',
  '/latest-projects',
  '/about-us',
  '/contact-us',
  '/request-quote',
];
