/**
 * npm run bench:suggest — how soon the header's suggestions answer a keystroke on a phone (docs/product.md#header):
 * the site built and served as `npm start` serves it (PGlite, the seed catalogue), Chromium at a phone's
 * size with its CPU slowed 4×, a visitor typing queries in the four languages one key at a time. For each
 * keystroke from the second character, the time from the key going down to the frame after the list shows
 * the answer for the text typed so far (from the key's input event: 'beforeinput', which every key that
 * types sends, whatever the keyboard). Each query is typed twice, each time in a new page: the first time
 * the server reads every answer from the database, the second it finds them among the answers it keeps. Prints each query's median
 * and slowest keystroke, and all of them, next to the target (≤ 100 ms). Each keystroke's time is split in
 * two: the wait for the answer (the request's start to its last byte, as the page's resource timing saw
 * it) and the page's own work (the rest: the keystroke's handling before the request, the answer's
 * reading, rendering and frame). The server's own time per answer comes from its metrics. Asserts nothing.
 *   BENCH_SKIP_BUILD=1   use the current build
 *   BENCH_PORT=…         port to serve on (default 8393); the server's metrics on the next one
 *   BENCH_GAP_MS=…       pause between keystrokes (default 150, a quick thumb)
 *   BENCH_CPU_SLOWDOWN=… the CPU's slowdown (default 4, a mid-range phone)
 */
import os from 'node:os';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { readMetricsText } from '../../api/src/testing/metrics-text.ts';
import { startSite } from './bench-site.ts';

const port = Number(process.env.BENCH_PORT ?? 8393);
const metricsPort = port + 1;
const gapMs = Number(process.env.BENCH_GAP_MS ?? 150);
const TARGET_MS = 100;
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);

const QUERIES: { language: string; query: string }[] = [
  { language: 'en', query: 'wireless microphone' },
  { language: 'en', query: 'sennhiser' },
  { language: 'en', query: 'skypanel' },
  { language: 'es', query: 'generador' },
  { language: 'es', query: 'proyector' },
  { language: 'fr', query: 'micro sans fil' },
  { language: 'fr', query: 'groupe électrogène' },
  { language: 'ht', query: 'jeneratè' },
  { language: 'ht', query: 'kamera' },
];

/**
 * Each answered keystroke's latency, recorded by the page itself with `performance.now()`, and the part of
 * it spent waiting for the answer's request (null for an answer the page had kept).
 */
interface Answered {
  text: string;
  ms: number;
  waitMs: number | null;
}

/**
 * Watches the header's combobox: a key typing starts a clock for the text it makes; the clock stops at the
 * frame after the list's last option ("See all results for “…”") names that text.
 */
function watchSuggestions() {
  const state = window as unknown as { answered: Answered[] };
  state.answered = [];
  const input = document.querySelector<HTMLInputElement>('input[role="combobox"]')!;
  // The page's loading filled the resource timings; the typing's requests must find room.
  performance.clearResourceTimings();
  performance.setResourceTimingBufferSize(5000);
  let pending: { at: number; text?: string } | null = null;
  // 'beforeinput' comes with every key that types, whether the keyboard has it (ASCII) or not (é, è).
  input.addEventListener('beforeinput', () => (pending = { at: performance.now() }), true);
  input.addEventListener('input', () => {
    if (pending) pending.text = input.value.trim();
  });
  new MutationObserver(() => {
    const last = document.querySelector('[role="listbox"] [role="option"][id$="-all"]')?.textContent ?? '';
    // The words typed, then the closing quote of the page's language (“…”, «…», « … »). No named inner
    // function: the page gets this function's source alone, without the helpers a transpiler adds.
    if (!pending?.text || !['”', '»', ' »'].some((closing) => last.includes(`${pending?.text}${closing}`)))
      return;
    const { at, text } = pending;
    pending = null;
    const request = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).findLast(
      (entry) => entry.name.includes(`/search/suggestions?query=${encodeURIComponent(text)}&`),
    );
    const waitMs = request && request.startTime >= at ? request.responseEnd - request.startTime : null;
    requestAnimationFrame(() => state.answered.push({ text, ms: performance.now() - at, waitMs }));
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
}

async function typeQuery(page: Page, query: string): Promise<{ answered: Answered[]; keys: number }> {
  const box = page.locator('header input[role="combobox"]');
  await box.fill('');
  await page.evaluate(() => ((window as unknown as { answered: Answered[] }).answered = []));
  await box.focus();
  for (const character of query) {
    await page.keyboard.type(character);
    await page.waitForTimeout(gapMs);
  }
  await page.waitForTimeout(1000);
  const answered = await page.evaluate(() => (window as unknown as { answered: Answered[] }).answered);
  return { answered, keys: query.length - 1 };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** One query typed in a new page at a phone's size and speed: each answered keystroke's latency. */
async function typedInNewPage(
  browser: Browser,
  base: string,
  { language, query }: (typeof QUERIES)[number],
): Promise<{ answered: Answered[]; keys: number }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/?lang=${language}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page
      .locator('header button[aria-controls]')
      .filter({ has: page.locator('circle') })
      .click();
    await page.evaluate(watchSuggestions);
    return await typeQuery(page, query);
  } finally {
    await context.close();
  }
}

/** The server's time answering suggestions so far, from its metrics: the sum in seconds and the count. */
async function serverSuggestionTime(): Promise<{ seconds: number; count: number }> {
  const scrape = readMetricsText(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text());
  const value = (name: string) => scrape.find(name, { kind: 'suggestions' })[0]?.value ?? 0;
  return { seconds: value('search_duration_seconds_sum'), count: value('search_duration_seconds_count') };
}

interface Phase {
  results: { query: string; answered: Answered[]; keys: number }[];
  server: { seconds: number; count: number };
}

function report(name: string, { results, server }: Phase) {
  const answered = results.flatMap((result) => result.answered);
  const all = answered.map((entry) => entry.ms);
  const asked = answered.filter((entry) => entry.waitMs !== null);
  const median = (values: number[]) => Math.round(percentile(values, 50));
  console.log(`\n${name}`);
  console.table(
    results.map(({ query, answered, keys }) => {
      const times = answered.map((entry) => entry.ms);
      return {
        query,
        keystrokes: keys,
        answered: answered.length,
        'median ms': median(times),
        'slowest ms': Math.round(Math.max(...times)),
      };
    }),
  );
  console.log(
    `All ${all.length} answered keystrokes: median ${median(all)} ms, p75 ${Math.round(percentile(all, 75))} ms, ` +
      `p95 ${Math.round(percentile(all, 95))} ms, slowest ${Math.round(Math.max(...all))} ms; target ≤ ${TARGET_MS} ms.`,
  );
  console.log(
    `Of the ${asked.length} answered by a request: waiting for the answer, median ${median(asked.map((entry) => entry.waitMs!))} ms; ` +
      `the page's own work, median ${median(asked.map((entry) => entry.ms - entry.waitMs!))} ms. ` +
      `The server's own time: ${server.count} answers, mean ${((1000 * server.seconds) / Math.max(1, server.count)).toFixed(1)} ms.`,
  );
}

async function main() {
  const site = await startSite(port, 'suggest', { METRICS_PORT: String(metricsPort) });
  try {
    console.log(
      `Chromium at 390 × 844, CPU slowed ${CPU_SLOWDOWN}×, a key every ${gapMs} ms; ${os.cpus()[0]?.model ?? 'unknown CPU'}, ` +
        `${os.availableParallelism()} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}.`,
    );
    const browser = await chromium.launch(chromiumLaunchOptions);
    const first: Phase = { results: [], server: { seconds: 0, count: 0 } };
    const again: Phase = { results: [], server: { seconds: 0, count: 0 } };
    const typedInto = async (phase: Phase, typed: (typeof QUERIES)[number]) => {
      const before = await serverSuggestionTime();
      const result = await typedInNewPage(browser, site.base, typed);
      const after = await serverSuggestionTime();
      phase.results.push({ query: `${typed.query} (${typed.language})`, ...result });
      phase.server.seconds += after.seconds - before.seconds;
      phase.server.count += after.count - before.count;
    };
    try {
      // Each query twice in a row, each time in a new page: the second finds the server's kept answers
      // (they are kept 30 s), not the page's own.
      for (const typed of QUERIES) {
        await typedInto(first, typed);
        await typedInto(again, typed);
      }
    } finally {
      await browser.close();
    }
    report('First: every answer read from the database', first);
    report('Again: the same words, answers kept by the server', again);
  } finally {
    site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
