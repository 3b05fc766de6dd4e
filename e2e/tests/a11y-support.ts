import type { Locator, Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import { contrastRatio, parseColor, relativeLuminance } from '@rental/shared/testing/contrast.ts';
import { expect, pageHeading, scrollThroughPage } from './fixtures.ts';

/** The WCAG 2.0, 2.1 and 2.2 success criteria of levels A and AA that axe can check. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules outside those tags that Lighthouse's accessibility score counts (best practices and the
 * experimental Label in Name check), so a green run here also means a score of 100 there.
 */
const LIGHTHOUSE_EXTRA_RULES = [
  'accesskeys',
  'aria-allowed-role',
  'aria-dialog-name',
  'aria-text',
  'aria-treeitem-name',
  'empty-heading',
  'heading-order',
  'identical-links-same-purpose',
  'image-redundant-alt',
  'label-content-name-mismatch',
  'landmark-one-main',
  'presentation-role-conflict',
  'skip-link',
  'tabindex',
  'table-duplicate-name',
];

/** Phone width of the checks. */
export const PHONE = { width: 390, height: 844 };

type Violation = AxeResults['violations'][number];

/** One block per rule: what it is, how bad, and each element with axe's own summary of what to fix. */
function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    ${node.target.join(' ')}  ${node.html.slice(0, 160)}\n` +
            `      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n${nodes}`;
    })
    .join('\n\n');
}

const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  rules: Object.fromEntries(LIGHTHOUSE_EXTRA_RULES.map((id) => [id, { enabled: true }])),
};

/**
 * Runs axe on the page as it is now and fails with a readable list when any WCAG A/AA rule (or one of
 * Lighthouse's extra rules) is broken.
 * `within` limits it to what a state changed (the rest of the page has its own run), which keeps it quick.
 * axe runs inside the page (the site has no frames to visit): evaluated through the browser's protocol,
 * so the page's CSP does not apply to it, and about twice as fast as a run that gathers frame results in
 * a second page.
 */
export async function expectNoViolations(page: Page, state: string, within?: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const { violations } = await page.evaluate(
    ([options, selector]) =>
      (window as unknown as { axe: typeof axe }).axe.run(selector ?? document, options),
    [AXE_OPTIONS, within] as const,
  );
  expect(violations.length, `${state}\n\n${describeViolations(violations)}`).toBe(0);
}

/**
 * The page's own content, not its placeholders: the heading is up, the page has been scrolled through
 * (pictures below the first screen load as they come near it) and no region still says it is busy (every
 * remote marks its loading lists and skeletons with aria-busy).
 */
export async function contentLoaded(page: Page) {
  await pageHeading(page);
  await scrollThroughPage(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

export async function openLoaded(page: Page, route: string) {
  await page.goto(route);
  await contentLoaded(page);
}

/**
 * The contrast of an element's text against the worst pixel behind its words, for text over a picture,
 * where axe gives up ("background could not be determined"). The words are made transparent, the box
 * they take is photographed, and the brightest and darkest pixels are compared with the text's colour.
 */
export async function contrastOverPicture(element: Locator): Promise<number> {
  await element.scrollIntoViewIfNeeded();
  const probe = await element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 1 && rect.height > 1);
    const left = Math.max(0, Math.min(...rects.map((rect) => rect.left)));
    const top = Math.max(0, Math.min(...rects.map((rect) => rect.top)));
    const right = Math.min(window.innerWidth, Math.max(...rects.map((rect) => rect.right)));
    const bottom = Math.min(window.innerHeight, Math.max(...rects.map((rect) => rect.bottom)));
    const color = getComputedStyle(node).color;
    for (const element of [node, ...Array.from(node.querySelectorAll('*'))])
      (element as HTMLElement).style.setProperty('color', 'transparent', 'important');
    return { color, box: { x: left, y: top, width: right - left, height: bottom - top } };
  });
  const shot = await element.page().screenshot({ clip: probe.box, animations: 'disabled' });
  const pixels = await rgbaOf(element.page(), shot);
  let darkest = 1;
  let brightest = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const luminance = relativeLuminance({ r: pixels[i]!, g: pixels[i + 1]!, b: pixels[i + 2]!, a: 1 });
    darkest = Math.min(darkest, luminance);
    brightest = Math.max(brightest, luminance);
  }
  const text = parseColor(probe.color);
  return Math.min(contrastRatio(text, darkest), contrastRatio(text, brightest));
}

/** The red, green, blue and alpha bytes of a screenshot: the browser decodes the PNG for us. */
export async function rgbaOf(page: Page, png: Buffer): Promise<Buffer> {
  const rgba = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000)
      binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return btoa(binary);
  }, png.toString('base64'));
  return Buffer.from(rgba, 'base64');
}

/**
 * CSS animations and transitions, and script ones, that run longer than 1 ms or for ever. With reduced
 * motion there should be none: theme.css cuts every duration to 0.01 ms.
 */
export const lastingAnimations = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    document.getAnimations().flatMap((animation) => {
      const timing = animation.effect?.getComputedTiming();
      const duration = typeof timing?.duration === 'number' ? timing.duration : 0;
      if (duration <= 1 && timing?.iterations !== Infinity) return [];
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return [
        `<${target?.tagName.toLowerCase() ?? '?'} class="${target?.className ?? ''}">: ${duration} ms × ${timing?.iterations}`,
      ];
    }),
  );

/** WCAG 1.4.10 Reflow: nothing pushes the page wider than the window, so nothing needs a sideways scroll. */
export async function expectNoSideScroll(page: Page, state: string) {
  const { content, window } = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  expect(content, `${state}: page width`).toBeLessThanOrEqual(window);
}
