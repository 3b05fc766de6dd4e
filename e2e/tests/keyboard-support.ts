import type { Locator, Page } from '@playwright/test';
import { contrastRatio } from '@rental/shared/testing/contrast.ts';
import { rgbaOf } from './a11y-support.ts';

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { key = 'Tab', max = 80 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} did not reach ${target} in ${max} presses`);
}

/** A short, readable name for the focused element, for failure messages. */
export const describeFocused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.id;
    return `<${element.tagName.toLowerCase()}> "${name}"`;
  });

interface FocusIndicator {
  element: string;
  /** Pixels around the element whose colour changes by at least 3:1 when it takes focus. */
  changedPixels: number;
  /** The element's perimeter in CSS pixels: a 1 px ring all round would change this many. */
  perimeter: number;
}

/**
 * What focus changes on screen (WCAG 2.4.7, measured as 2.4.13 does): the focused element and the
 * ancestors that draw a ring for it (a card around its link, a stepper round its input) are photographed
 * focused and then without focus, and the pixels whose colour changes by 3:1 or more are counted.
 */
export async function focusIndicator(page: Page): Promise<FocusIndicator> {
  const active = await page.evaluateHandle(() => document.activeElement as HTMLElement);
  const probe = await active.evaluate((element) => {
    const rects = [element.getBoundingClientRect()];
    let ancestor = element.parentElement;
    for (let depth = 0; ancestor && depth < 3; depth++, ancestor = ancestor.parentElement)
      if (getComputedStyle(ancestor).outlineStyle !== 'none') rects.push(ancestor.getBoundingClientRect());
    const margin = 8;
    const left = Math.max(0, Math.min(...rects.map((rect) => rect.left)) - margin);
    const top = Math.max(0, Math.min(...rects.map((rect) => rect.top)) - margin);
    const right = Math.min(window.innerWidth, Math.max(...rects.map((rect) => rect.right)) + margin);
    const bottom = Math.min(window.innerHeight, Math.max(...rects.map((rect) => rect.bottom)) + margin);
    const own = rects[0] as DOMRect;
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return {
      element: `<${element.tagName.toLowerCase()}> "${name}"`,
      box: { x: left, y: top, width: right - left, height: bottom - top },
      perimeter: Math.round(2 * (own.width + own.height)),
    };
  });
  const focused = await page.screenshot({ clip: probe.box, animations: 'disabled' });
  await active.evaluate((element) => element.blur());
  const unfocused = await page.screenshot({ clip: probe.box, animations: 'disabled' });
  // Focus comes back by script, which keeps :focus-visible after keyboard use, and Tab goes on from here.
  await active.evaluate((element) => element.focus());
  const [on, off] = await Promise.all([rgbaOf(page, focused), rgbaOf(page, unfocused)]);
  let changedPixels = 0;
  for (let i = 0; i < on.length; i += 4) {
    const before = { r: off[i]!, g: off[i + 1]!, b: off[i + 2]!, a: 1 };
    const after = { r: on[i]!, g: on[i + 1]!, b: on[i + 2]!, a: 1 };
    if (contrastRatio(before, after) >= 3) changedPixels++;
  }
  return { element: probe.element, changedPixels, perimeter: probe.perimeter };
}

interface SmallTarget {
  target: string;
  width: number;
  height: number;
}

/**
 * WCAG 2.5.8 Target Size (Minimum): every visible pointer target is at least 24×24 CSS px, or far enough
 * from the others (a 24 px circle on its centre touches no other target nor another such circle). A link
 * inside a sentence is exempt. A control inside its label counts with the label, which also takes the tap.
 */
export const smallTargets = (page: Page): Promise<SmallTarget[]> =>
  page.evaluate(() => {
    const MIN = 24;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const shown = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        rect.width > 0 &&
        rect.height > 0 &&
        style.visibility !== 'hidden' &&
        !element.closest('[aria-hidden="true"], [inert], [hidden]')
      );
    };
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (element.textContent ?? '').trim().length;
      return (block?.textContent ?? '').trim().length > own;
    };
    const targets = Array.from(document.querySelectorAll(selector))
      .filter(shown)
      .filter((element) => !inSentence(element))
      .map((element) => {
        const label = element.closest('label');
        const rect = (label ?? element).getBoundingClientRect();
        return { element, rect };
      });
    const circleHits = (cx: number, cy: number, rect: DOMRect) => {
      const dx = Math.max(rect.left - cx, 0, cx - rect.right);
      const dy = Math.max(rect.top - cy, 0, cy - rect.bottom);
      return Math.hypot(dx, dy) < MIN / 2;
    };
    const small = targets.filter(({ rect }) => rect.width < MIN - 0.5 || rect.height < MIN - 0.5);
    return small
      .filter(({ element, rect }) => {
        const cx = rect.left + rect.width / 2;
        const cy = rect.top + rect.height / 2;
        const touchesTarget = targets.some(
          (other) =>
            other.element !== element && !other.element.contains(element) && circleHits(cx, cy, other.rect),
        );
        const touchesCircle = small.some(
          (other) =>
            other.element !== element &&
            Math.hypot(
              other.rect.left + other.rect.width / 2 - cx,
              other.rect.top + other.rect.height / 2 - cy,
            ) < MIN,
        );
        return touchesTarget || touchesCircle;
      })
      .map(({ element, rect }) => ({
        target: `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
        width: Math.round(rect.width),
        height: Math.round(rect.height),
      }));
  });
