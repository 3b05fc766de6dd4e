/**
 * npm run bench:web — Lighthouse 12 (mobile preset, its default simulated throttling) on every route of the
 * composed site (each page's example addresses in `SITE_PAGES`, and the equipment list searched), built
 * and served as `npm start` serves it, three runs per route;
 * prints the median of each figure next to the targets (docs/decisions/015), and the same figures for a
 * plain static HTML page of the home page's first screen with the same hero picture (the floor no
 * framework can beat). Prints figures; asserts nothing.
 *   BENCH_RUNS=5            runs per route (default 3)
 *   BENCH_SKIP_BUILD=1      use the current build
 *   BENCH_ROUTES=/,/about-us  only these routes (as the table names them)
 *   CHROME_PATH=…           Chromium to drive (default /usr/bin/chromium)
 *   BENCH_TRACES=dir        also write each run's report and performance trace there, to open in DevTools
 * Each route's three longest main-thread tasks of its median run follow the table, with what they were
 * made of, so a regression names its cause.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { paths, searchedPath } from '@rental/shared/routes/paths.ts';
import { SITE_ROUTES } from '@rental/shared/testing/site-routes.ts';
import { repoRoot, startSite } from './bench-site.ts';
import { serveFloorPage } from './floor-page.ts';
import { median, readRun, type RunFigures } from './lighthouse-figures.ts';

const port = Number(process.env.BENCH_PORT ?? 8392);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const tracesDir = process.env.BENCH_TRACES;

const TARGETS =
  'performance ≥ 98, LCP ≤ 1500 ms, TBT ≤ 100 ms, CLS ≤ 0.02, accessibility, best practices and SEO 100 on every route; home LCP ≤ 1.15× the floor';

/** One run's report and trace, named after its route and run. */
function saveRun(label: string, run: number, result: RunnerResult) {
  fs.mkdirSync(tracesDir!, { recursive: true });
  const name = `${label.replace(/\W+/g, '_')}-${run}`;
  fs.writeFileSync(path.join(tracesDir!, `${name}.report.json`), JSON.stringify(result.lhr));
  fs.writeFileSync(path.join(tracesDir!, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
}

/** Runs whose CPU indexes differ by more than this ratio were not made on a quiet machine. */
const NOISY_MACHINE_RATIO = 1.3;

const METRIC_AUDITS = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];

/**
 * `runs` complete runs. A run in which Lighthouse could not compute a metric (it says why, e.g. that no
 * largest paint was seen in its trace) is reported and run again, at most `runs` extra times, rather
 * than mixed into the median as a missing value.
 */
async function lighthouseRuns(url: string, chromePort: number, label: string): Promise<RunFigures[]> {
  const results: RunFigures[] = [];
  for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt++) {
    const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failed = METRIC_AUDITS.map((audit) => result.lhr.audits[audit]).filter(
      (audit) => audit?.numericValue === undefined,
    );
    if (failed.length > 0) {
      console.warn(`  ${url}: run left out, ${failed.map((audit) => audit?.errorMessage).join('; ')}`);
      continue;
    }
    results.push(readRun(result.lhr));
    if (tracesDir) saveRun(label, results.length, result);
  }
  if (results.length < runs) throw new Error(`Lighthouse gave ${results.length} of ${runs} runs for ${url}`);
  return results;
}

interface RouteFigures {
  route: string;
  figures: RunFigures;
  /** Lighthouse's CPU index of each run: how fast the machine was when it ran. */
  cpuIndexes: number[];
}

/** The run whose blocking time is the median, whose long tasks the benchmark prints. */
const medianRun = (all: RunFigures[]): RunFigures => {
  const sorted = [...all].sort((a, b) => a.tbtMs - b.tbtMs);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const summarise = (route: string, all: RunFigures[]): RouteFigures => ({
  route,
  cpuIndexes: all.map((run) => run.benchmarkIndex),
  figures: {
    performance: median(all.map((run) => run.performance)),
    accessibility: median(all.map((run) => run.accessibility)),
    bestPractices: median(all.map((run) => run.bestPractices)),
    seo: median(all.map((run) => run.seo)),
    lcpMs: median(all.map((run) => run.lcpMs)),
    tbtMs: median(all.map((run) => run.tbtMs)),
    cls: median(all.map((run) => run.cls)),
    jsKb: median(all.map((run) => run.jsKb)),
    requests: median(all.map((run) => run.requests)),
    benchmarkIndex: median(all.map((run) => run.benchmarkIndex)),
    longTasks: medianRun(all).longTasks,
  },
});

const describeTasks = ({ route, figures }: RouteFigures): string => {
  const tasks = figures.longTasks.slice(0, 3);
  if (tasks.length === 0) return `  ${route}: no task of 50 ms or more`;
  const described = tasks.map(
    (task) => `${Math.round(task.durationMs)} ms at ${Math.round(task.startMs)} ms, ${task.source}`,
  );
  return `  ${route}: ${described.join('; ')}`;
};

const row = ({ route, figures, cpuIndexes }: RouteFigures) => ({
  route,
  perf: figures.performance,
  'LCP ms': Math.round(figures.lcpMs),
  'TBT ms': Math.round(figures.tbtMs),
  CLS: Number(figures.cls.toFixed(3)),
  'JS KB': Number(figures.jsKb.toFixed(1)),
  requests: figures.requests,
  a11y: figures.accessibility,
  'best pr.': figures.bestPractices,
  SEO: figures.seo,
  'CPU index': `${Math.round(Math.min(...cpuIndexes))}–${Math.round(Math.max(...cpuIndexes))}`,
});

async function main() {
  const site = await startSite(port, 'web');
  const floor = await serveFloorPage(path.join(repoRoot, 'api', 'media'));
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    // Every page's example addresses, and a searched list, which renders apart from the unfiltered one.
    const routes = [...SITE_ROUTES, searchedPath(paths.equipments(), 'skypanel')];
    const only = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim());
    if (only) routes.splice(0, routes.length, ...routes.filter((route) => only.includes(route)));
    console.log(`Lighthouse 12, mobile preset, simulated throttling; median of ${runs} runs per route.`);
    const measured: RouteFigures[] = [];
    for (const route of routes) {
      measured.push(summarise(route, await lighthouseRuns(`${base}${route}`, chrome.port, route)));
      console.log(`  measured ${route}`);
    }
    const floorFigures = summarise(
      'static floor page',
      await lighthouseRuns(floor.url, chrome.port, 'static floor page'),
    );
    console.table([...measured, floorFigures].map(row));
    console.log(`Targets: ${TARGETS}.`);
    console.log(
      "The three longest main-thread tasks of each route's median run (simulated, as blocking time counts them):",
    );
    for (const route of measured) console.log(describeTasks(route));
    const indexes = [...measured, floorFigures].flatMap((route) => route.cpuIndexes);
    if (Math.max(...indexes) > Math.min(...indexes) * NOISY_MACHINE_RATIO)
      console.log(
        `The machine's speed varied during the run (CPU index ${Math.round(Math.min(...indexes))}–` +
          `${Math.round(Math.max(...indexes))}): Lighthouse counts four times the time a task took here, ` +
          'stolen time included, so blocking time is only as steady as the machine (docs/decisions/021).',
      );
    const home = measured.find(({ route }) => route === '/');
    if (home) {
      const ratio = (value: number, floorValue: number) =>
        floorValue > 0 ? `${(value / floorValue).toFixed(2)}×` : 'n/a';
      console.log(
        `Home against the static floor: LCP ${ratio(home.figures.lcpMs, floorFigures.figures.lcpMs)}, ` +
          `requests ${ratio(home.figures.requests, floorFigures.figures.requests)}, ` +
          `performance ${home.figures.performance} vs ${floorFigures.figures.performance}.`,
      );
    }
  } finally {
    chrome?.kill();
    await floor.close();
    site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
