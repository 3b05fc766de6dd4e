/**
 * npm run bench:remote-load — what loading a remote through its mf-manifest.json costs on the equipment
 * page, next to loading the same build through its remoteEntry.js directly. Cold cache each run, Chromium,
 * loopback. Prints figures; asserts nothing. Needs the site built (npm run build).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { compiledServerArgs } from '../../api/src/testing/compiled-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const port = 8391;
const runs = Number(process.env.BENCH_RUNS ?? 7);
const base = `http://127.0.0.1:${port}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-bench-'));
const server = spawn('node', compiledServerArgs(), {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/v1/get_categories`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the site did not start');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface Run {
  requests: number;
  bytes: number;
  manifestMs: number;
  registeredToRenderedMs: number;
  navigationToRenderedMs: number;
}

async function measure(mode: 'manifest' | 'remoteEntry.js'): Promise<Run[]> {
  const served = JSON.parse(await (await fetch(`${base}/remotes.json`)).text()) as Record<
    string,
    { stable: { version: string; entry: string } }
  >;
  if (mode === 'remoteEntry.js') {
    for (const remote of Object.values(served))
      remote.stable.entry = remote.stable.entry.replace('mf-manifest.json', 'remoteEntry.js');
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route('**/remotes.json', (route) => route.fulfill({ json: served }));
    await page.goto(`${base}/equipments`);
    await page.locator('[data-remote="mf_catalogue"] h1').waitFor();
    await page.waitForLoadState('networkidle');
    results.push(
      await page.evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const remote = resources.filter((entry) => entry.name.includes('/remotes/mf-catalogue/'));
        const manifest = remote.find((entry) => entry.name.endsWith('mf-manifest.json'));
        const registered = performance.getEntriesByName('remotes-registered')[0]?.startTime ?? NaN;
        const rendered =
          performance.getEntriesByName('remote-rendered:mf_catalogue/equipment-list')[0]?.startTime ?? NaN;
        return {
          requests: remote.length,
          bytes: remote.reduce((sum, entry) => sum + entry.transferSize, 0),
          manifestMs: manifest ? manifest.responseEnd - manifest.startTime : 0,
          registeredToRenderedMs: rendered - registered,
          navigationToRenderedMs: rendered,
        };
      }),
    );
    await context.close();
  }
  await browser.close();
  return results;
}

try {
  await waitForServer();
  const rows = [];
  for (const mode of ['manifest', 'remoteEntry.js'] as const) {
    const results = await measure(mode);
    rows.push({
      'catalogue loaded through': mode,
      'requests to the remote': median(results.map((r) => r.requests)),
      'KB transferred (remote)': (median(results.map((r) => r.bytes)) / 1024).toFixed(1),
      'manifest fetch ms': median(results.map((r) => r.manifestMs)).toFixed(1),
      'registered → rendered ms': median(results.map((r) => r.registeredToRenderedMs)).toFixed(1),
      'navigation → rendered ms': median(results.map((r) => r.navigationToRenderedMs)).toFixed(1),
    });
  }
  console.log(`/equipments, cold cache, median of ${runs} runs per mode, Chromium on loopback:`);
  console.table(rows);
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
