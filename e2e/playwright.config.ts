import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { createDeliverySite } from './support/delivery-site.ts';

/**
 * Journeys through the composed, built site (`npm run build` first). One server for the run, on its own
 * port and a fresh embedded database, so runs never share data.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const remoteOriginPort = Number(process.env.REMOTE_ORIGIN_PORT ?? port + 1000);
process.env.REMOTE_ORIGIN_PORT = String(remoteOriginPort);
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'rental-e2e-'));
/** A second server, on a copy of the site whose remotes.json the delivery journeys edit. */
const deliveryPort = port + 2;
process.env.E2E_DELIVERY_PORT = String(deliveryPort);
process.env.E2E_DELIVERY_ROOT ??= createDeliverySite();
process.env.E2E_DELIVERY_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'rental-e2e-delivery-'));
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: fs.existsSync(chromium) ? chromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx ../api/src/server.ts',
      url: `http://127.0.0.1:${port}/api/v1/get_categories`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        TEST_SUPPORT_ROUTES: '1',
        // The journeys submit many forms from one address, and load remotes from a second origin.
        RATE_LIMIT_MAX: '10000',
        CSP_EXTRA_ORIGINS: `http://127.0.0.1:${remoteOriginPort}`,
      },
    },
    {
      command: 'node --import tsx ../api/src/server.ts',
      url: `http://127.0.0.1:${deliveryPort}/api/v1/get_categories`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(deliveryPort),
        HOST: '127.0.0.1',
        SITE_ROOT: process.env.E2E_DELIVERY_ROOT,
        DATA_DIR: process.env.E2E_DELIVERY_DATA_DIR,
        LOG_LEVEL: 'error',
        RATE_LIMIT_MAX: '10000',
        CSP_EXTRA_ORIGINS: `http://127.0.0.1:${remoteOriginPort}`,
      },
    },
    {
      command: 'node --import tsx support/remote-origin-server.ts',
      url: `http://127.0.0.1:${remoteOriginPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { REMOTE_ORIGIN_PORT: String(remoteOriginPort) },
    },
  ],
});
