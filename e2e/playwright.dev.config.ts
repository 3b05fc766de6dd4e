import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';

/**
 * `npm run dev` as a developer starts it (docs/architecture.md#development): the shell and the three
 * remotes on their dev servers, rendered in the browser, and the API on a fresh embedded database. Its
 * journeys check that the development site starts and shows its pages.
 */
export default defineConfig({
  testDir: './dev',
  // Apart from the site's journeys' results, which a run of its own would otherwise clear.
  outputDir: './test-results/dev',
  workers: 1,
  retries: 0,
  // The dev servers compile the shell's chunks on a page's first visit.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  reporter: 'list',
  use: {
    baseURL: 'http://localhost:3000',
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'npm run dev',
    cwd: '..',
    // The remotes and the API start after the shell: the last of them to answer.
    url: 'http://localhost:8080/api/v1/get_categories',
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rental-e2e-dev-')), LOG_LEVEL: 'warn' },
  },
});
