import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { compiledServerArgs } from '../api/src/testing/compiled-server.ts';
import { chromiumLaunchOptions } from './support/chromium.ts';
import { copyBuiltSite, createDeliverySite } from './support/delivery-site.ts';
import { E2E_HEALTH_SECRET, E2E_OPS_TOKEN } from './support/ops-token.ts';
import { releaseStoreForRun } from './support/release-store.ts';
import { createRolloutsSite } from './support/rollouts-site.ts';

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
/** Where its journeys publish releases, and the catalogue team's key it trusts. */
const releases = releaseStoreForRun();
/** A third, whose rollout guard runs in seconds, for the guard's journeys. */
const rolloutsPort = port + 3;
process.env.E2E_ROLLOUTS_PORT = String(rolloutsPort);
process.env.E2E_ROLLOUTS_ROOT ??= createRolloutsSite();
process.env.E2E_ROLLOUTS_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'rental-e2e-rollouts-'));
/** A fourth, for the operators' console's journeys: its rollouts change only when they change them. */
const consolePort = port + 4;
process.env.E2E_CONSOLE_PORT = String(consolePort);
process.env.E2E_CONSOLE_ROOT ??= copyBuiltSite('rental-console-');
process.env.E2E_CONSOLE_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'rental-e2e-console-'));
/** Its own release store, which its operators start canaries from; the catalogue team's key signs them. */
process.env.E2E_CONSOLE_STORE ??= fs.mkdtempSync(path.join(os.tmpdir(), 'rental-e2e-console-releases-'));
/** Each server runs the build, as production does. */
const serverCommand = ['node', ...compiledServerArgs()].map((part) => JSON.stringify(part)).join(' ');
/** The journeys are many visitors from one address: its beacons must not be refused. */
const beaconsFromOneAddress = { HEALTH_BEACONS_PER_MINUTE: '100000' };

export default defineConfig({
  testDir: './tests',
  projects: [
    { name: 'site', testIgnore: /rollout-guard\.spec\.ts/ },
    // The guard's journeys drive many visitors for minutes: alone, after the rest, they slow no one else.
    { name: 'rollout-guard', testMatch: /rollout-guard\.spec\.ts/, dependencies: ['site'] },
  ],
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // The heaviest journeys (axe on four languages, every Tab stop) take 20–30 s on a loaded two-core host.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      command: serverCommand,
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
        ...beaconsFromOneAddress,
      },
    },
    {
      command: serverCommand,
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
        ...beaconsFromOneAddress,
        // Its journeys count a canary's failed loads, however many pages they open from one address.
        HEALTH_MAX_VIEWS_PER_CLIENT: '100000',
        HEALTH_MAX_FAILURES_PER_CLIENT: '100000',
        OPS_TOKEN: E2E_OPS_TOKEN,
        ROLLOUT_GUARD: '0',
        // The same folder, published to directly and read over HTTP from the second origin.
        RELEASE_STORES: `${releases.store},http://127.0.0.1:${remoteOriginPort}/releases/`,
        RELEASE_TRUSTED_KEYS: releases.trustedKeys,
      },
    },
    {
      command: serverCommand,
      url: `http://127.0.0.1:${rolloutsPort}/api/v1/get_categories`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(rolloutsPort),
        HOST: '127.0.0.1',
        SITE_ROOT: process.env.E2E_ROLLOUTS_ROOT,
        DATA_DIR: process.env.E2E_ROLLOUTS_DATA_DIR,
        LOG_LEVEL: 'error',
        ...beaconsFromOneAddress,
        OPS_TOKEN: E2E_OPS_TOKEN,
        // Each visitor of these journeys comes from an address of its own (X-Forwarded-For), as on the web.
        TRUST_PROXY: '1',
        // The guard's time compressed: a pass a second, a window of a few seconds, a handful of views.
        ROLLOUT_GUARD_INTERVAL_SECONDS: '1',
        ROLLOUT_GUARD_WINDOW_SECONDS: '20',
        ROLLOUT_GUARD_MIN_VIEWS: '3',
        // A p75 of three page views on a busy test machine is noise: only failures judge here.
        ROLLOUT_GUARD_MAX_VITALS_RATIO: '10',
        HEALTH_PERIOD_SECONDS: '1',
      },
    },
    {
      command: serverCommand,
      url: `http://127.0.0.1:${consolePort}/api/v1/get_categories`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(consolePort),
        HOST: '127.0.0.1',
        SITE_ROOT: process.env.E2E_CONSOLE_ROOT,
        DATA_DIR: process.env.E2E_CONSOLE_DATA_DIR,
        LOG_LEVEL: 'error',
        OPS_TOKEN: E2E_OPS_TOKEN,
        // The journeys report page views as the site's pages would, each from an address of its own, and
        // each operator signs in from an address of its own.
        HEALTH_TOKEN_SECRET: E2E_HEALTH_SECRET,
        TRUST_PROXY: '1',
        HEALTH_BEACONS_PER_MINUTE: '100000',
        // The operators act; the guard's judgement still shows in the overview.
        ROLLOUT_GUARD: '0',
        ROLLOUT_GUARD_MIN_VIEWS: '20',
        RELEASE_STORES: process.env.E2E_CONSOLE_STORE,
        RELEASE_TRUSTED_KEYS: releases.trustedKeys,
      },
    },
    {
      command: 'node --import tsx support/remote-origin-server.ts',
      url: `http://127.0.0.1:${remoteOriginPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { REMOTE_ORIGIN_PORT: String(remoteOriginPort), E2E_RELEASE_STORE: releases.store },
    },
  ],
});
