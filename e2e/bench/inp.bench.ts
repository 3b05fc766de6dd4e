/**
 * npm run bench:inp — how soon the site answers a tap, click or key, as INP counts it:
 * the site built and served as `npm start` serves it, Chromium at a phone's size (touch) and at a desktop's
 * (mouse) with its CPU slowed 4×, each interaction in a new page once it is hydrated and idle. An
 * interaction's latency is the longest Event Timing entry of its interactionId (from the input to the
 * next frame), which is the figure INP takes for it. Whatever an interaction needs first (the cart opened
 * before its + button, the calendar before its next month) is done beforehand and not measured. Prints
 * each interaction's median and slowest run next to the target (≤ 100 ms). Asserts nothing.
 *   BENCH_SKIP_BUILD=1   use the current build
 *   BENCH_PORT=…         port to serve on (default 8394)
 *   BENCH_RUNS=…         page loads per interaction (default 5)
 *   BENCH_CPU_SLOWDOWN=… the CPU's slowdown (default 4, a mid-range phone)
 *   BENCH_INTERACTIONS=… only the interactions whose name contains this text (case-insensitive)
 *   CHROME_PATH=…        Chromium to drive (default /usr/bin/chromium)
 */
import os from 'node:os';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { startSite } from './bench-site.ts';

const port = Number(process.env.BENCH_PORT ?? 8394);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const onlyNamed = (process.env.BENCH_INTERACTIONS ?? '').toLowerCase();
const TARGET_MS = 100;
/** The shortest Event Timing entry the browser reports: anything quicker leaves no figure. */
const THRESHOLD_MS = 16;
/** How long a control may take to appear, or its effect to show, before the interaction counts as failed. */
const PATIENCE_MS = 5000;

type Viewport = 'phone' | 'desktop';

const VIEWPORTS: Record<Viewport, { label: string; options: BrowserContextOptions }> = {
  phone: {
    label: '390 × 844 phone (touch, device pixel ratio 2)',
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  },
  desktop: { label: '1440 × 900 desktop (mouse)', options: { viewport: { width: 1440, height: 900 } } },
};

/** The page and the way its visitor presses a control: a tap on the phone, a click on the desktop. */
interface Visitor {
  page: Page;
  press(control: Locator): Promise<void>;
}

/** The measured interaction, and the check that it did what it is for (a control that does nothing fails). */
interface Prepared {
  act(): Promise<void>;
  effect(): Promise<void>;
}

interface Interaction {
  name: string;
  /** The site's page it happens on, or `FLOOR_PAGE` for the reference page that holds no code of ours. */
  path: string;
  /** Only on this viewport; both when absent. */
  only?: Viewport;
  /** Everything before the measured interaction, unmeasured. */
  prepare(visitor: Visitor): Promise<Prepared>;
}

/** What the page records: every Event Timing entry of 16 ms or more, from the first moment of the page. */
interface Recorded {
  inpEntries: { interactionId: number; duration: number }[];
}

/** Runs in the page before its own scripts; `buffered` adds whatever came before the observer. */
function recordEventTiming(threshold: number) {
  const recorded = window as unknown as Recorded;
  recorded.inpEntries = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId: number })[])
      recorded.inpEntries.push({ interactionId: entry.interactionId, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
}

/** The control, on screen and in view, or a short reason why not. */
async function shown(control: Locator, what: string): Promise<Locator> {
  try {
    await control.waitFor({ state: 'visible', timeout: PATIENCE_MS });
    await control.scrollIntoViewIfNeeded({ timeout: PATIENCE_MS });
  } catch {
    throw new Error(`${what} not found`);
  }
  return control;
}

/** Waits for an effect the interaction should have; `what` names it for the table when it never comes. */
async function until(what: string, check: () => Promise<boolean>) {
  const deadline = Date.now() + PATIENCE_MS;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const attributeIs = (control: Locator, name: string, value: string) => async () =>
  (await control.getAttribute(name)) === value;

/** A native menu the browser draws itself: `:open` is all the page can see of it. */
const isOpen = (select: Locator) => async () => select.evaluate((element) => element.matches(':open'));

const mainRegion = (page: Page) => page.getByRole('main');
const cartBadge = (page: Page) => page.getByTestId('cart-count');
const cartSidebar = (page: Page) => page.getByRole('dialog', { name: /^CART \(/ });
const calendar = (page: Page) => page.getByRole('dialog', { name: 'Choose a date and time' });
const deliveryDate = (page: Page) => page.getByLabel('Delivery date', { exact: true });

/** An interaction done as the set-up of another: pressed, and its effect waited for. */
async function perform(prepared: Promise<Prepared>) {
  const { act, effect } = await prepared;
  await act();
  await effect();
}

/** A control whose press sets `aria-expanded`: a menu button, a disclosure. */
async function disclosure({ press }: Visitor, control: Locator, what: string): Promise<Prepared> {
  const toggle = await shown(control, what);
  return {
    act: () => press(toggle),
    effect: () => until(`${what} expanding`, attributeIs(toggle, 'aria-expanded', 'true')),
  };
}

/** A native menu: what is measured is the press that opens it, as the browser draws the list itself. */
function nativeMenu(name: string) {
  return async ({ page, press }: Visitor): Promise<Prepared> => {
    const select = await shown(
      mainRegion(page).getByRole('combobox', { name, exact: true }),
      `the ${name} menu`,
    );
    return { act: () => press(select), effect: () => until(`the ${name} menu opening`, isOpen(select)) };
  };
}

async function chooseSpanish({ page, press }: Visitor): Promise<Prepared> {
  const select = await shown(
    page.getByRole('banner').getByRole('combobox', { name: 'Language' }),
    'the language menu',
  );
  await press(select);
  await until('the language list opening', isOpen(select));
  // The list is the browser's own, out of reach of Playwright's pointer: its keys move through it as no
  // interaction of the page; choosing the option is one, a click on the menu.
  const options = await select.locator('option').allTextContents();
  const checked = (await select.locator('option:checked').textContent()) ?? '';
  for (let step = options.indexOf(checked); step < options.indexOf('Español'); step++)
    await page.keyboard.press('ArrowDown');
  return {
    act: () => page.keyboard.press('Enter'),
    effect: () => until('the page turning Spanish', attributeIs(page.locator('html'), 'lang', 'es')),
  };
}

async function typeInListSearch({ page, press }: Visitor): Promise<Prepared> {
  const box = await shown(
    mainRegion(page).getByRole('searchbox', { name: 'Search equipment' }),
    "the list's search box",
  );
  await press(box);
  return {
    act: () => page.keyboard.type('s'),
    effect: () => until('the character showing', async () => (await box.inputValue()) === 's'),
  };
}

async function addToCart({ page, press }: Visitor): Promise<Prepared> {
  const add = await shown(mainRegion(page).getByRole('button', { name: 'Add to Cart' }), 'Add to Cart');
  const before = await cartBadge(page).textContent();
  return {
    act: () => press(add),
    effect: () =>
      until('the cart badge counting it', async () => (await cartBadge(page).textContent()) !== before),
  };
}

async function openCart(visitor: Visitor): Promise<Prepared> {
  await perform(addToCart(visitor));
  const button = await shown(
    visitor.page.getByRole('banner').getByRole('button', { name: /^Cart, / }),
    'the cart button',
  );
  return {
    act: () => visitor.press(button),
    effect: () => until('the cart sidebar opening', () => cartSidebar(visitor.page).isVisible()),
  };
}

async function increaseInCart(visitor: Visitor): Promise<Prepared> {
  await perform(openCart(visitor));
  const sidebar = cartSidebar(visitor.page);
  const quantity = sidebar.getByRole('spinbutton', { name: /^Quantity of / });
  const before = Number(await quantity.inputValue());
  const plus = await shown(
    sidebar.getByRole('button', { name: /^Increase the quantity of / }),
    "the sidebar's + button",
  );
  return {
    act: () => visitor.press(plus),
    effect: () =>
      until('the quantity going up', async () => Number(await quantity.inputValue()) === before + 1),
  };
}

async function openCalendar({ page, press }: Visitor): Promise<Prepared> {
  const field = await shown(deliveryDate(page), 'the Delivery date field');
  return {
    act: () => press(field),
    effect: () => until('the calendar opening', () => calendar(page).isVisible()),
  };
}

async function nextMonth(visitor: Visitor): Promise<Prepared> {
  await perform(openCalendar(visitor));
  const month = calendar(visitor.page).getByRole('combobox', { name: 'Month' });
  const before = await month.inputValue();
  const next = await shown(calendar(visitor.page).getByRole('button', { name: 'Next month' }), 'Next month');
  return {
    act: () => visitor.press(next),
    effect: () => until('the next month showing', async () => (await month.inputValue()) !== before),
  };
}

async function chooseDay(visitor: Visitor): Promise<Prepared> {
  // Next month's 15th can always be chosen, whatever today is.
  await perform(nextMonth(visitor));
  const day = await shown(
    calendar(visitor.page).getByRole('gridcell', { name: /^Choose .+ 15, \d{4}$/ }),
    'the 15th in the calendar',
  );
  return {
    act: () => visitor.press(day),
    effect: () =>
      until('the date filling the field', async () => (await deliveryDate(visitor.page).inputValue()) !== ''),
  };
}

async function submitEmptyQuote({ page, press }: Visitor): Promise<Prepared> {
  const submit = await shown(page.getByRole('button', { name: 'Request the quote' }), 'Request the quote');
  return {
    act: () => press(submit),
    effect: () =>
      until('the errors showing', attributeIs(page.getByLabel('First name'), 'aria-invalid', 'true')),
  };
}

async function nextTestimonial({ page, press }: Visitor): Promise<Prepared> {
  const slider = page.getByRole('region', { name: 'Client testimonials' });
  const next = await shown(slider.getByRole('button', { name: 'Next testimonial' }), 'Next testimonial');
  const firstShown = () =>
    slider.locator('[data-testid="testimonial"][data-visible="true"]').first().getAttribute('aria-label');
  const before = await firstShown();
  return {
    act: () => press(next),
    effect: () => until('the next testimonial showing', async () => (await firstShown()) !== before),
  };
}

/**
 * The reference: a native menu alone on an empty page, served by the bench. The browser draws a native
 * menu's list itself, and at 4× slowdown that costs it about as much as the target; the site's own menus
 * are read against this row.
 */
const FLOOR_PAGE = '/__bench/floor-menu';
const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Floor</title></head><body><main><label>Order <select><option>Sort by</option><option>A - Z</option>' +
  '<option>Z - A</option></select></label></main></body></html>';

const INTERACTIONS: Interaction[] = [
  { name: 'floor: a native menu alone on an empty page', path: FLOOR_PAGE, prepare: nativeMenu('Order') },
  {
    name: 'mega menu opens',
    path: '/',
    only: 'desktop',
    prepare: (visitor) =>
      disclosure(
        visitor,
        visitor.page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('button', { name: 'Equipment', exact: true }),
        'the Equipment menu',
      ),
  },
  {
    name: 'phone menu opens',
    path: '/',
    only: 'phone',
    prepare: (visitor) =>
      disclosure(
        visitor,
        visitor.page.getByRole('banner').getByRole('button', { name: 'Menu' }),
        'the phone menu',
      ),
  },
  { name: 'language → Español', path: '/', prepare: chooseSpanish },
  { name: "a character in the list's search box", path: '/equipments', prepare: typeInListSearch },
  { name: 'sort menu opens', path: '/equipments', prepare: nativeMenu('Order') },
  { name: 'category menu opens', path: '/equipments', prepare: nativeMenu('Category') },
  { name: 'Add to Cart (details page)', path: '/equipments/1/details', prepare: addToCart },
  { name: 'cart sidebar opens', path: '/equipments/1/details', prepare: openCart },
  { name: 'quantity + in the cart sidebar', path: '/equipments/1/details', prepare: increaseInCart },
  { name: 'date picker opens', path: '/request-quote', prepare: openCalendar },
  { name: 'date picker: next month', path: '/request-quote', prepare: nextMonth },
  { name: 'date picker: choose a day', path: '/request-quote', prepare: chooseDay },
  { name: 'quote form: empty submit', path: '/request-quote', prepare: submitEmptyQuote },
  {
    name: 'package card: Show more',
    path: '/packages',
    prepare: (visitor) =>
      disclosure(
        visitor,
        mainRegion(visitor.page)
          .getByRole('article')
          .first()
          .getByRole('button', { name: /^Show (more|less)$/ }),
        "a package card's Show more",
      ),
  },
  { name: 'testimonials: next', path: '/', prepare: nextTestimonial },
];

/**
 * Resolves once no request has been in flight for 500 ms (what Playwright calls network idle), and
 * 500 ms after that, for the timers and idle callbacks that follow the last answer.
 */
function whenQuiet(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', () => {
    inFlight++;
    lastChange = Date.now();
  });
  const finished = () => {
    inFlight--;
    lastChange = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return async () => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < 500))
      await page.waitForTimeout(50);
    await page.waitForTimeout(500);
  };
}

/**
 * The measured interaction's latency in ms, or null when the browser saw it but it took less than 16 ms.
 * Only interactionIds first seen after the action began count: an earlier one's late entries do not.
 */
async function measure(page: Page, act: () => Promise<void>): Promise<number | null> {
  const before = await page.evaluate(() => ({
    entries: (window as unknown as Recorded).inpEntries.length,
    interactions: (performance as Performance & { interactionCount: number }).interactionCount,
  }));
  await act();
  // The entries of an interaction arrive once its frame has been painted.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );
  const after = await page.evaluate((from) => {
    const entries = (window as unknown as Recorded).inpEntries;
    const earlier = new Set(entries.slice(0, from).map((entry) => entry.interactionId));
    const durations = entries
      .slice(from)
      .filter((entry) => entry.interactionId !== 0 && !earlier.has(entry.interactionId))
      .map((entry) => entry.duration);
    return {
      latency: durations.length > 0 ? Math.max(...durations) : null,
      interactions: (performance as Performance & { interactionCount: number }).interactionCount,
    };
  }, before.entries);
  // interactionCount counts every interaction, however quick: with no entry, it tells "< 16" from nothing.
  if (after.latency === null && after.interactions === before.interactions)
    throw new Error('no interaction seen');
  return after.latency;
}

/** One run: a new page, hydrated and idle, then the interaction's preparation and the interaction. */
async function runOnce(browser: Browser, base: string, viewport: Viewport, interaction: Interaction) {
  const context = await browser.newContext(VIEWPORTS[viewport].options);
  try {
    const page = await context.newPage();
    await page.addInitScript(recordEventTiming, THRESHOLD_MS);
    const quiet = whenQuiet(page);
    if (interaction.path === FLOOR_PAGE) {
      await page.route(`${base}${FLOOR_PAGE}`, (route) =>
        route.fulfill({ contentType: 'text/html', body: FLOOR_HTML }),
      );
      await page.goto(`${base}${FLOOR_PAGE}`);
    } else {
      await page.goto(`${base}${interaction.path}`);
      // The shell marks this just before hydrating; the quiet after it is the page's steady state.
      await page.waitForFunction(() => performance.getEntriesByName('remotes-registered').length > 0);
    }
    await quiet();
    // Slowed only now: the interaction is what is measured, and a slowed load would only lengthen the run.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const visitor: Visitor = {
      page,
      press: (control) => (viewport === 'phone' ? control.tap() : control.click()),
    };
    const { act, effect } = await interaction.prepare(visitor);
    await quiet();
    const latency = await measure(page, act);
    await effect();
    return latency;
  } finally {
    await context.close();
  }
}

/**
 * The median and the slowest of the runs. A run too quick for an entry (null) sorts before every figure
 * and counts as 16 ms when the median has to average it with one.
 */
function summarise(latencies: (number | null)[]): { median: number | null; worst: number | null } {
  const sorted = [...latencies].sort((a, b) => (a ?? 0) - (b ?? 0));
  const half = Math.floor(sorted.length / 2);
  const [low, high] = [sorted[half - 1] ?? null, sorted[half] ?? null];
  const median =
    sorted.length % 2 || (low === null && high === null)
      ? high
      : ((low ?? THRESHOLD_MS) + (high ?? THRESHOLD_MS)) / 2;
  return { median, worst: sorted.at(-1) ?? null };
}

const shownMs = (ms: number | null) => (ms === null ? `< ${THRESHOLD_MS}` : Math.round(ms));

interface Row {
  interaction: string;
  'median ms': number | string;
  'worst ms': number | string;
  target: string;
  met: 'yes' | 'NO';
}

const answers = (base: string) =>
  fetch(`${base}/api/v1/get_categories`).then(
    (response) => response.ok,
    () => false,
  );

type Measured = ReturnType<typeof summarise> | { failed: string };

async function measureInteraction(
  browser: Browser,
  base: string,
  viewport: Viewport,
  interaction: Interaction,
): Promise<Measured> {
  const latencies: (number | null)[] = [];
  for (let run = 1; run <= runs; run++) {
    try {
      latencies.push(await runOnce(browser, base, viewport, interaction));
    } catch (error) {
      // A site that stopped answering fails every interaction from here on: that is no figure of theirs.
      if (!(await answers(base))) throw new Error(`the site at ${base} stopped answering`, { cause: error });
      // A control that is missing will be missing in the next run too: one failure settles it.
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 80);
      return { failed: `failed: ${reason}${runs > 1 ? ` (run ${run})` : ''}` };
    }
  }
  return summarise(latencies);
}

async function measureViewport(browser: Browser, base: string, viewport: Viewport): Promise<Row[]> {
  console.log(
    `\nChromium ${browser.version()} at ${VIEWPORTS[viewport].label}, CPU slowed ${CPU_SLOWDOWN}×, ${runs} page loads per interaction; ` +
      `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.availableParallelism()} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}.`,
  );
  const rows: Row[] = [];
  const chosen = INTERACTIONS.filter(
    (each) => (!each.only || each.only === viewport) && each.name.toLowerCase().includes(onlyNamed),
  );
  for (const interaction of chosen) {
    const result = await measureInteraction(browser, base, viewport, interaction);
    const target = `≤ ${TARGET_MS} ms`;
    rows.push(
      'failed' in result
        ? { interaction: interaction.name, 'median ms': result.failed, 'worst ms': '—', target, met: 'NO' }
        : {
            interaction: interaction.name,
            'median ms': shownMs(result.median),
            'worst ms': shownMs(result.worst),
            target,
            met: (result.median ?? THRESHOLD_MS) <= TARGET_MS ? 'yes' : 'NO',
          },
    );
  }
  console.table(rows);
  return rows;
}

async function main() {
  const site = await startSite(port, 'inp');
  try {
    const browser = await chromium.launch(chromiumLaunchOptions);
    const tables: Record<Viewport, Row[]> = { phone: [], desktop: [] };
    try {
      for (const viewport of ['phone', 'desktop'] as const)
        tables[viewport] = await measureViewport(browser, site.base, viewport);
    } finally {
      await browser.close();
    }
    console.log(
      `\nLatency: the longest Event Timing entry of the interaction's interactionId, as INP takes it (the browser ` +
        `rounds durations to 8 ms). "< ${THRESHOLD_MS}": the browser saw the interaction but reports no entry under ` +
        `${THRESHOLD_MS} ms; it counts as ${THRESHOLD_MS} in the median. "met" compares the median with the target. ` +
        `The language is chosen in the browser's own list, reached by its keys; the sort and category menus are ` +
        `native too, so what is measured is the press that opens them, next to the floor: the same press on a ` +
        `native menu alone on an empty page, which holds no code of ours.`,
    );
    // The floor is a reference, not an interaction of the site's.
    const ours = (rows: Row[]) => rows.filter((row) => !row.interaction.startsWith('floor'));
    const [phone, desktop] = [ours(tables.phone), ours(tables.desktop)];
    const all = [...phone, ...desktop];
    const failed = all.filter((row) => String(row['median ms']).startsWith('failed')).length;
    const met = (rows: Row[]) => rows.filter((row) => row.met === 'yes').length;
    console.log(
      `${met(all)} of ${all.length} interactions meet ≤ ${TARGET_MS} ms (phone ${met(phone)} of ` +
        `${phone.length}, desktop ${met(desktop)} of ${desktop.length})` +
        (failed ? `; ${failed} could not be measured.` : '.'),
    );
  } finally {
    site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
