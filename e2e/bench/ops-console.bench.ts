/**
 * npm run bench:ops — Lighthouse 12 with its desktop preset on the operators' console (docs/decisions/025),
 * built and served as `npm start` serves it: its first load (the sign-in an operator opens), and, signed
 * in, the overview and a remote's page with its charts. Three runs each; prints the median figures and
 * the JavaScript each page loads. Prints figures; asserts nothing.
 *   BENCH_RUNS=5         runs per page (default 3)
 *   BENCH_SKIP_BUILD=1   use the current build
 *   CHROME_PATH=…        Chromium to drive (default /usr/bin/chromium)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startSite } from './bench-site.ts';
import { median, readRun, type RunFigures } from './lighthouse-figures.ts';

const port = Number(process.env.BENCH_PORT ?? 8393);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const debuggingPort = port + 1;
const OPS_TOKEN = 'bench-operator-token-0123456789';

/** The cookies of a session, as the console's sign-in sets them. */
async function signIn(): Promise<{ name: string; value: string }[]> {
  const xsrf = 'bench-xsrf';
  const answer = await fetch(`${base}/api/v1/ops/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ token: OPS_TOKEN, operator: 'Bench' }),
  });
  if (!answer.ok) throw new Error(`sign-in refused: ${answer.status}`);
  return answer.headers.getSetCookie().map((cookie) => {
    const [name, value] = cookie.split(';')[0]!.split('=') as [string, string];
    return { name, value };
  });
}

/**
 * Lighthouse drives a browser whose cookie jar holds the session (or nothing, for the first load): a
 * Cookie header of its own would reach neither the console's own requests nor its script.
 */
async function measure(
  url: string,
  browser: BrowserContext,
  cookies: { name: string; value: string }[],
): Promise<RunFigures[]> {
  const results: RunFigures[] = [];
  for (let run = 0; run < runs; run++) {
    // Every run is a first load: nothing in the browser's cache.
    const page = browser.pages()[0] ?? (await browser.newPage());
    await (await browser.newCDPSession(page)).send('Network.clearBrowserCache');
    await browser.clearCookies();
    if (cookies.length > 0) await browser.addCookies(cookies.map((cookie) => ({ ...cookie, url: base })));
    const result = await lighthouse(
      url,
      { port: debuggingPort, output: 'json', logLevel: 'error', disableStorageReset: true },
      desktopConfig,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    results.push(readRun(result.lhr));
  }
  return results;
}

async function main() {
  process.env.OPS_TOKEN = OPS_TOKEN;
  const site = await startSite(port, 'ops');
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-bench-ops-profile-'));
  let browser: BrowserContext | undefined;
  try {
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: chromePath,
      args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu'],
    });
    const session = await signIn();
    const pages: [string, string, { name: string; value: string }[]][] = [
      ['/ops (first load: sign-in)', '/ops', []],
      ['/ops (overview, signed in)', '/ops', session],
      ['/ops/remotes/catalogue (charts)', '/ops/remotes/catalogue', session],
    ];
    const rows = [];
    for (const [label, address, cookies] of pages) {
      const all = await measure(`${base}${address}`, browser, cookies);
      const indexes = all.map((run) => run.benchmarkIndex);
      rows.push({
        page: label,
        perf: median(all.map((run) => run.performance)),
        'LCP ms': Math.round(median(all.map((run) => run.lcpMs))),
        'TBT ms': Math.round(median(all.map((run) => run.tbtMs))),
        CLS: Number(median(all.map((run) => run.cls)).toFixed(3)),
        'JS KB': Number(median(all.map((run) => run.jsKb)).toFixed(1)),
        requests: median(all.map((run) => run.requests)),
        a11y: median(all.map((run) => run.accessibility)),
        'best pr.': median(all.map((run) => run.bestPractices)),
        'CPU index': `${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`,
      });
      console.log(`  measured ${label}`);
    }
    console.log(`Lighthouse 12, desktop preset; median of ${runs} runs per page.`);
    console.table(rows);
    console.log("Target: the console's first load performance ≥ 95 (desktop).");
  } finally {
    await browser?.close();
    fs.rmSync(profile, { recursive: true, force: true });
    site.stop();
  }
}

await main();
