import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Seeded catalogue items (api/src/seed) that the journeys put in the cart. */
export const SKY_PANEL = { id: 2, type: 'equipment', name: 'ARRI SkyPanel S60-C' } as const;
export const LIGHTING_DESIGN = { id: 1, type: 'service', title: 'Lighting Design & Programming' } as const;
export const GRIP_TRUCK = { id: 1, type: 'package', name: '7-Ton Grip & Lighting Truck' } as const;

type SeedItem = (typeof SKY_PANEL | typeof LIGHTING_DESIGN | typeof GRIP_TRUCK) & { qty: number };

/**
 * Puts a cart in the shell's storage before the first page loads, as a returning visitor would have it.
 * Only when none is stored yet, so reloads keep whatever the journey did to the cart since.
 */
export async function seedCart(page: Page, items: SeedItem[]) {
  await page.addInitScript(
    (stored) => {
      if (window.localStorage.getItem('doral-rentals.cart') === null)
        window.localStorage.setItem('doral-rentals.cart', stored);
    },
    JSON.stringify({ version: 1, items }),
  );
}

/**
 * A date `days` from today as the pickers take it typed, with a 24-hour time: month/day/year in English,
 * day/month/year in the site's other languages.
 */
export function typedDate(days: number, time: string, order: 'month-first' | 'day-first' = 'month-first') {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  const [first, second] =
    order === 'month-first' ? [date.getMonth() + 1, date.getDate()] : [date.getDate(), date.getMonth() + 1];
  return `${pad(first)}/${pad(second)}/${date.getFullYear()} ${time}`;
}

/**
 * Types a date into a picker and closes its calendar. On Escape the picker blurs its field, then focuses it
 * again after a task and blurs it once more on the next frame, in whichever order the machine runs them;
 * the journey waits for both so that neither takes the focus from whatever it does next.
 */
export async function typeDate(page: Page, label: string | RegExp, value: string) {
  const input = page.getByLabel(label, { exact: typeof label === 'string' });
  await input.fill(value);
  await input.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.evaluate(
    () => new Promise<void>((settled) => requestAnimationFrame(() => setTimeout(() => settled()))),
  );
  await expect(input).toHaveValue(value);
}

/** A unique e-mail per journey: the journeys share one database and run in parallel. */
export const uniqueEmail = (journey: string) =>
  `${journey}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

interface StoredQuote {
  reference: string;
  customerName: string;
  companyName: string;
  customerEmail: string;
  customerPhone: string;
  deliveryDate: string;
  totalDays: number;
  deliveryAddress: string;
  deliveryCity: string;
  deliveryState: string;
  deliveryZip: string;
  language: string;
  items: { itemType: string; itemId: number; quantity: number }[];
}

/** What the API stored, through its read-only test route. */
export async function storedQuotes(request: APIRequestContext, email: string): Promise<StoredQuote[]> {
  const response = await request.get('/api/v1/test-support/quote-requests');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: StoredQuote[] };
  return body.data.filter((quote) => quote.customerEmail === email);
}

/** The reference the success alert shows, e.g. 'Q-7F3K2M'. */
export async function shownReference(page: Page, pattern: RegExp) {
  const text = (await page.getByText(pattern).textContent()) ?? '';
  const reference = /Q-[A-Z0-9]+/.exec(text)?.[0];
  expect(reference, `a reference in "${text}"`).toBeTruthy();
  return reference as string;
}
